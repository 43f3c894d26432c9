import { describe, it } from 'vitest';
import { methods, nightRows, startAtNight, table } from '../../../test/play';

describe.each(methods)('bus driver, %s resolution', (resolution) => {
  it.each(
    nightRows('BD:bus-driver Doc:doctor Vig:vigilante RB:roleblocker', { resolution }, [
      { name: 'the kill on T1 lands on T2', lines: ['BD swap T1 T2', 'M1 factional-kill T1'], died: ['T2'] },
      { name: 'a kill on a third seat is untouched', lines: ['BD swap T1 T2', 'M1 factional-kill T3'], died: ['T3'] },
      { name: 'blocked, swaps nothing', lines: ['BD swap T1 T2', 'RB block BD', 'M1 factional-kill T1'], died: ['T1'] },
      {
        name: 'swaps investigations too',
        seats: table('BD:bus-driver Cop:cop'),
        lines: ['BD swap T1 M2', 'Cop investigate T1'],
        results: { Cop: [{ kind: 'investigation', target: 'M2', value: 'mafia' }] },
      },
    ]),
  )('$name', ({ run }) => run());
});

describe('one swap moving both a save and a kill', () => {
  it.each(
    nightRows('BD:bus-driver Doc:doctor Vig:vigilante', {}, [
      // Method 1 variant: "Caluin targets Leo (switched with Pyro) ... Pyro becomes the target of the doc save".
      { name: 'simple method: the save follows the swap and stops the swapped kill', settings: startAtNight({ resolution: 'simple' }), lines: ['BD swap T1 T2', 'Doc protect T1', 'Vig kill T1'], died: [] },
      { name: 'RAR rule 4: the swap already carries the kill, so it cannot also carry the save: T2 dies', lines: ['BD swap T1 T2', 'Doc protect T1', 'Vig kill T1'], died: ['T2'] },
    ]),
  )('$name', ({ run }) => run());
});

describe('RAR: the swap both ways', () => {
  it.each(
    nightRows('BD:bus-driver Doc:doctor Vig:vigilante', {}, [
      // The kill reaches T1 only through the swap, so the same swap cannot also take the save away (rule 4).
      { name: 'the doctor protects T1 and the vigilante shoots T2 across a swap: T1 lives', lines: ['BD swap T1 T2', 'Doc protect T1', 'Vig kill T2'], died: [] },
      { name: 'the simple method moves both, in order: T1 dies', settings: startAtNight({ resolution: 'simple' }), lines: ['BD swap T1 T2', 'Doc protect T1', 'Vig kill T2'], died: ['T1'] },
    ]),
  )('$name', ({ run }) => run());
});

describe('RAR: two bus drivers', () => {
  it.each(
    nightRows('A:vanilla B:vanilla C:vanilla V:vigilante X:bus-driver Y:bus-driver', {}, [
      { name: 'vigilante shoots B, swaps A<->B and B<->C: B dies (each swap counteracts the other)', lines: ['V kill B', 'X swap A B', 'Y swap B C'], died: ['B'] },
      { name: 'vigilante shoots A, swaps A<->B and B<->C: the kill travels on, A and B live', lines: ['V kill A', 'X swap A B', 'Y swap B C'], died: ['C'] },
    ]),
  )('$name', ({ run }) => run());
});
