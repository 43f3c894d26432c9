import { describe, it } from 'vitest';
import { methods, nightRows, table } from '../../../test/play';

describe.each(methods)('jailkeeper, %s resolution', (resolution) => {
  it.each(
    nightRows('JK:jailkeeper Vig:vigilante RB:roleblocker', { resolution }, [
      { name: 'the jailed seat is safe from the mafia', lines: ['JK jail T1', 'M1 factional-kill T1'], died: [] },
      { name: 'a jailed vigilante shoots no one', lines: ['JK jail Vig', 'Vig kill T1'], died: [] },
      { name: 'blocked, jails no one', lines: ['JK jail T1', 'M1 factional-kill T1', 'RB block JK'], died: ['T1'] },
      { name: 'a jailed cop learns nothing', seats: table('JK:jailkeeper Cop:cop'), lines: ['JK jail Cop', 'Cop investigate M1'], results: { Cop: [] } },
    ]),
  )('$name', ({ run }) => run());
});

describe('jailkeeper under RAR', () => {
  it.each(
    nightRows('', {}, [
      // RAR rule 4: the vigilante shoots A, A (roleblocker) blocks B, B (jailkeeper) jails A.
      { name: 'a blocked jailkeeper does not save the blocker: A dies', seats: table('A:roleblocker B:jailkeeper V:vigilante'), lines: ['V kill A', 'A block B', 'B jail A'], died: ['A'] },
    ]),
  )('$name', ({ run }) => run());
});
