import { nightTable } from '@mafia/ruleset-kit';
import { describe, it } from 'vitest';
import { gorny } from '../..';
import { methods, startAtNight, table } from '../../../test/play';

describe.each(methods)('doctor, %s resolution', (resolution) => {
  const seats = table('Doc:doctor Vig:vigilante RB:roleblocker');
  const settings = startAtNight({ resolution });
  it.each(
    nightTable(gorny, [
      { name: 'saves the mafia target', seats, settings, lines: ['Doc protect T1', 'M1 factional-kill T1'], died: [] },
      { name: 'guards the wrong seat', seats, settings, lines: ['Doc protect T2', 'M1 factional-kill T1'], died: ['T1'] },
      { name: "saves the vigilante's target", seats, settings, lines: ['Doc protect T1', 'Vig kill T1'], died: [] },
      { name: 'blocked, saves no one', seats, settings, lines: ['Doc protect T1', 'Vig kill T1', 'RB block Doc'], died: ['T1'] },
      // Method 1: "The doc does not get notice".
      { name: 'is told nothing about the night', seats, settings, lines: ['Doc protect T1', 'M1 factional-kill T1'], results: { Doc: [] } },
    ]),
  )('$name', ({ run }) => run());
});

describe('doctor under RAR', () => {
  it.each(
    nightTable(gorny, [
      // Default ruling: no self-targeting.
      { name: 'cannot protect himself', seats: table('Doc:doctor'), settings: startAtNight(), lines: ['Doc protect Doc'], rejected: { 'Doc protect Doc': 'self-target-forbidden' } },
    ]),
  )('$name', ({ run }) => run());
});
