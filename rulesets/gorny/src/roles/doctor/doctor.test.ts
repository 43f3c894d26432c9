import { describe, it } from 'vitest';
import { methods, nightRows, table } from '../../../test/play';

describe.each(methods)('doctor, %s resolution', (resolution) => {
  it.each(
    nightRows('Doc:doctor Vig:vigilante RB:roleblocker', { resolution }, [
      { name: 'saves the mafia target', lines: ['Doc protect T1', 'M1 factional-kill T1'], died: [] },
      { name: 'guards the wrong seat', lines: ['Doc protect T2', 'M1 factional-kill T1'], died: ['T1'] },
      { name: "saves the vigilante's target", lines: ['Doc protect T1', 'Vig kill T1'], died: [] },
      { name: 'blocked, saves no one', lines: ['Doc protect T1', 'Vig kill T1', 'RB block Doc'], died: ['T1'] },
      // Method 1: "The doc does not get notice".
      { name: 'is told nothing about the night', lines: ['Doc protect T1', 'M1 factional-kill T1'], results: { Doc: [] } },
    ]),
  )('$name', ({ run }) => run());
});

describe('doctor under RAR', () => {
  it.each(
    nightRows('', {}, [
      // Default ruling: no self-targeting.
      { name: 'cannot protect himself', seats: table('Doc:doctor'), lines: ['Doc protect Doc'], rejected: { 'Doc protect Doc': 'self-target-forbidden' } },
    ]),
  )('$name', ({ run }) => run());
});
