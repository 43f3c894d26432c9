import { nightTable } from '@mafia/ruleset-kit';
import { describe, it } from 'vitest';
import { gorny } from '../..';
import { methods, startAtNight, table } from '../../../test/play';

describe.each(methods)('jailkeeper, %s resolution', (resolution) => {
  const seats = table('JK:jailkeeper Vig:vigilante RB:roleblocker');
  const settings = startAtNight({ resolution });
  it.each(
    nightTable(gorny, [
      { name: 'the jailed seat is safe from the mafia', seats, settings, lines: ['JK jail T1', 'M1 factional-kill T1'], died: [] },
      { name: 'a jailed vigilante shoots no one', seats, settings, lines: ['JK jail Vig', 'Vig kill T1'], died: [] },
      { name: 'blocked, jails no one', seats, settings, lines: ['JK jail T1', 'M1 factional-kill T1', 'RB block JK'], died: ['T1'] },
      { name: 'a jailed cop learns nothing', seats: table('JK:jailkeeper Cop:cop'), settings, lines: ['JK jail Cop', 'Cop investigate M1'], results: { Cop: [] } },
    ]),
  )('$name', ({ run }) => run());
});

describe('jailkeeper under RAR', () => {
  it.each(
    nightTable(gorny, [
      // RAR rule 4: the vigilante shoots A, A (roleblocker) blocks B, B (jailkeeper) jails A.
      { name: 'a blocked jailkeeper does not save the blocker: A dies', seats: table('A:roleblocker B:jailkeeper V:vigilante'), settings: startAtNight(), lines: ['V kill A', 'A block B', 'B jail A'], died: ['A'] },
    ]),
  )('$name', ({ run }) => run());
});
