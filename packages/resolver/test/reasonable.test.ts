// RAR beyond the seed's examples: long chains, cycles, swap cycles, rule 4 on whole actions,
// determinism and input-order independence.
import { describe, expect, it } from 'vitest';
import { resolveOrdered, resolveReasonable } from '../src';
import type { NightAction, NightInput } from '../src';
import {
  busDriver, cop, deaths, doctor, effectsOf, jailkeeper, night, roleblocker, testSlots, tracker,
  vigilante, withSlots,
} from './night';

function blockChain(length: number): NightInput {
  // r0 blocks r1 blocks ... blocks the doctor who protects A from the vigilante.
  const actions: NightAction[] = [doctor('D', 'A'), vigilante('V', 'A')];
  for (let i = 0; i < length; i += 1) actions.push(roleblocker(`r${i}`, i === length - 1 ? 'D' : `r${i + 1}`));
  return night(actions);
}

describe('RAR: chains and cycles', () => {
  it.each([
    [1, ['A']],
    [2, []],
    [999, ['A']],
    [1000, []],
  ])('a block chain of %i ending on the doctor: deaths %j (each block undoes the next)', (length, dies) => {
    expect(deaths(resolveReasonable(blockChain(length)))).toEqual(dies);
  });

  it('two roleblockers blocking each other: the shot of one goes through (rule 4)', () => {
    const r = resolveReasonable(night([roleblocker('A', 'B'), roleblocker('B', 'A'), vigilante('A', 'X')]));
    expect(deaths(r)).toEqual(['X']);
  });

  it('three roleblockers in a ring: the shot of one is blocked (rule 4 cuts the ring after one lap)', () => {
    const r = resolveReasonable(
      night([roleblocker('A', 'B'), roleblocker('B', 'C'), roleblocker('C', 'A'), vigilante('A', 'X')]),
    );
    expect(deaths(r)).toEqual([]);
    expect(JSON.stringify(r.trace)).toContain('already-in-chain');
  });

  it('three bus drivers in a ring and a shot at A: the swaps competing at A cancel out, A dies', () => {
    const r = resolveReasonable(
      night([busDriver('X', 'A', 'B'), busDriver('Y', 'B', 'C'), busDriver('Z', 'C', 'A'), vigilante('V', 'A')]),
    );
    expect(deaths(r)).toEqual(['A']);
  });

  it('rule 4 applies to whole actions: a jailkeeper cannot both be blocked and unblock through one action', () => {
    // Same as the seed's mafia roleblocker case, but kill and block are ONE action: then the
    // jailkeeper's block on it cannot be undone by that same action, and A lives.
    const killAndBlock: NightAction = {
      id: 'kb', actor: 'B', ability: 'killing-roleblocker', order: 0,
      components: [{ kind: 'kill', target: 'A' }, { kind: 'block', target: 'A' }, { kind: 'visit', target: 'A' }],
    };
    expect(deaths(resolveReasonable(night([killAndBlock, jailkeeper('A', 'B')])))).toEqual([]);
  });

  it('rule 4 with one bus driver: it cannot both bring the shot to A and take the save away from A', () => {
    // Doctor on A, shot at B, A<->B swapped. "A dies" needs the swap; the doctor's save on A is
    // countered only by that same swap, which is already in the chain: it has no effect there.
    // The seed's double-bus-driver example applies rule 4 to a swap on the path the same way.
    const r = resolveReasonable(night([doctor('D', 'A'), busDriver('X', 'A', 'B'), vigilante('V', 'B')]));
    expect(deaths(r)).toEqual([]);
    const onA = r.trace.find((t) => t.effect.kind === 'kill' && t.effect.target === 'A');
    expect(onA?.reasons[0]?.counteredBy[0]).toMatchObject({
      key: 'protect', holds: true,
      counteredBy: [{ key: 'swap', action: 'bus-driver-X', ruledOut: 'already-in-chain' }],
    });
  });

  it('the ordered strategy swaps both: the shot lands on A, the save on B', () => {
    const input = withSlots(night([doctor('D', 'A'), busDriver('X', 'A', 'B'), vigilante('V', 'B')]));
    expect(deaths(resolveOrdered(input, { slots: testSlots }))).toEqual(['A']);
  });

  it('refuses a night whose movers make thousands of paths instead of hanging', () => {
    const drivers = Array.from({ length: 9 }, (_, i) =>
      busDriver(`X${i}`, ['A', 'B', 'C'][i % 3] ?? 'A', ['B', 'C', 'A'][i % 3] ?? 'B'),
    );
    expect(() => resolveReasonable(night([...drivers, vigilante('V', 'A')]))).toThrow(/mover paths/);
  });

  it('a blocked bus driver moves nothing', () => {
    const r = resolveReasonable(night([busDriver('X', 'A', 'B'), roleblocker('R', 'X'), vigilante('V', 'A')]));
    expect(deaths(r)).toEqual(['A']);
  });

  it('a tracker of a bus-driven shooter sees the final position', () => {
    const r = resolveReasonable(night([tracker('T', 'V'), busDriver('X', 'A', 'B'), vigilante('V', 'A')]));
    expect(effectsOf(r, 'track')[0]?.visited).toEqual(['B']);
  });
});

describe('determinism', () => {
  const actions = [
    doctor('D', 'A'), vigilante('V', 'A'), roleblocker('C', 'D'), roleblocker('E', 'C'), jailkeeper('J', 'E'),
    busDriver('X', 'A', 'B'), busDriver('Y', 'B', 'C'), tracker('T', 'V'), cop('Z', 'B'), roleblocker('R', 'J'),
  ];
  const shuffled = (seed: number) => {
    const copy = [...actions];
    let s = seed;
    for (let i = copy.length - 1; i > 0; i -= 1) {
      s = (s * 16807) % 2147483647;
      const j = s % (i + 1);
      const a = copy[i];
      const b = copy[j];
      if (a && b) [copy[i], copy[j]] = [b, a];
    }
    return copy;
  };

  it('the same input gives deep-equal output', () => {
    expect(resolveReasonable(night(actions))).toEqual(resolveReasonable(night(actions)));
    const ordered = () => resolveOrdered(withSlots(night(actions)), { slots: testSlots });
    expect(ordered()).toEqual(ordered());
  });

  it.each([1, 2, 3, 4, 5])('the order of the actions array does not change RAR outcomes (shuffle %i)', (seed) => {
    expect(resolveReasonable(night(shuffled(seed)))).toEqual(resolveReasonable(night(actions)));
  });

  it.each([1, 2, 3])('the ordered strategy follows `order`, not array position (shuffle %i)', (seed) => {
    const run = (list: NightAction[]) => resolveOrdered(withSlots(night(list)), { slots: testSlots });
    expect(run(shuffled(seed))).toEqual(run(actions));
  });

  // Small tables are scanned and short lists sorted by insertion, large ones use a map and the
  // native sort (src/input.ts, FEW): both sides of the line give the same answers.
  it.each([5, 40])('bad ids are bugs on a table of %i seats, and the input order never matters', (size) => {
    const seats = Array.from({ length: size }, (_, i) => ({ id: `s${i}`, alive: true }));
    const actions = seats.slice(1).map((s, i) => vigilante(s.id, `s${i}`, { id: `k${size - i}`, order: i }));
    const base = { seats, actions };
    expect(() => resolveReasonable({ seats: [...seats, { id: 's0', alive: true }], actions })).toThrow(/duplicate seat id s0/);
    expect(() => resolveReasonable({ seats, actions: [...actions, vigilante('s1', 's2', { id: 'k2' })] })).toThrow(/duplicate action id k2/);
    expect(() => resolveReasonable({ seats, actions: [vigilante('s1', 'nobody')] })).toThrow(/unknown seat nobody/);
    expect(() => resolveReasonable({ seats, actions: [vigilante('nobody', 's1')] })).toThrow(/unknown actor nobody/);
    const reversed = { seats: [...seats].reverse(), actions: [...actions].reverse() };
    expect(JSON.stringify(resolveReasonable(reversed))).toBe(JSON.stringify(resolveReasonable(base)));
    // One kill question per target, in seat id order (s0, s1, s10, ...), whatever the input order.
    const targets = seats.slice(0, size - 1).map((s) => s.id);
    expect(resolveReasonable(reversed).trace.map((t) => (t.effect.kind === 'kill' ? t.effect.target : ''))).toEqual([...targets].sort());
  });

  it('a night comes out the same whatever was resolved before it (work arrays are reused between nights)', () => {
    // Three jailkeepers in a ring, each shot: its answer needs the ring's cycle found afresh.
    const ring = () =>
      night([
        jailkeeper('A', 'B'), jailkeeper('B', 'C'), jailkeeper('C', 'A'),
        vigilante('V', 'A'), vigilante('W', 'B'), vigilante('U', 'C'),
      ]);
    const first = JSON.stringify(resolveReasonable(ring()));
    // A bigger night with many block rings fills the shared work arrays with other values first.
    const rings: NightAction[] = [];
    for (let r = 0; r < 40; r += 1) {
      for (let i = 0; i < 6; i += 1) rings.push(roleblocker(`q${r}-${i}`, `q${r}-${(i + 1) % 6}`));
      rings.push(vigilante(`q${r}-0`, `t${r}`));
    }
    expect(deaths(resolveReasonable(night(rings)))).toHaveLength(40);
    const again = resolveReasonable(ring());
    expect(deaths(again)).toEqual([]);
    expect(JSON.stringify(again)).toBe(first);
  });

  it('does not mutate its input', () => {
    const input = night(actions);
    const copy = structuredClone(input);
    resolveReasonable(input);
    resolveOrdered(withSlots(input), { slots: testSlots });
    expect(input).toEqual(copy);
  });
});
