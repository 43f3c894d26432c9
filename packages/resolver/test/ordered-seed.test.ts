// Seed 001, method 1 (the simple method) worked example, resolved in written order.
import { describe, expect, it } from 'vitest';
import { resolveOrdered } from '../src';
import type { NightInput } from '../src';

const slots = ['swap', 'protect', 'kill', 'investigate'];
const players = ['Noodle', 'BadAsh', 'Leo', 'Gorny', 'Pyro', 'Caluin', 'Zarn', 'Dredd', 'Ankeli', 'Orphan'];

function method1(docTarget: string): NightInput {
  return {
    seats: players.map((id) => ({ id, alive: true })),
    actions: [
      { id: 'A', actor: 'Noodle', ability: 'cop', slot: 'investigate', order: 1, components: [{ kind: 'investigate', target: 'Noodle' }, { kind: 'visit', target: 'Noodle' }] },
      { id: 'B', actor: 'BadAsh', ability: 'bus-driver', slot: 'swap', order: 2, components: [{ kind: 'swap', first: 'Pyro', second: 'Leo' }] },
      { id: 'C', actor: 'Pyro', ability: 'factional-kill', slot: 'kill', order: 3, components: [{ kind: 'kill', target: 'Gorny', tag: 'factional-kill' }, { kind: 'visit', target: 'Gorny' }] },
      { id: 'D', actor: 'Caluin', ability: 'doctor', slot: 'protect', order: 4, components: [{ kind: 'protect', target: docTarget }, { kind: 'visit', target: docTarget }] },
      // "Gorny is Vanilla and the BP vest works by itself": a passive one-shot self-protection.
      { id: 'vest', actor: 'Gorny', ability: 'bulletproof-vest', passive: true, order: 0, components: [{ kind: 'protect', target: 'Gorny', uses: 1 }] },
    ],
  };
}

describe('seed 001, method 1 worked example', () => {
  const r = resolveOrdered(method1('Orphan'), { slots });

  it('Noodle investigates himself: an investigation effect on Noodle', () => {
    expect(r.effects).toContainEqual({ kind: 'investigate', action: 'A', actor: 'Noodle', ability: 'cop', target: 'Noodle' });
  });

  it('the NK on Gorny is stopped by the one-shot vest, whose use is consumed', () => {
    expect(r.prevented).toContainEqual({
      effect: { kind: 'kill', target: 'Gorny' },
      why: [{ key: 'protect', action: 'vest', actor: 'Gorny', ability: 'bulletproof-vest', component: 'protect' }],
    });
    expect(r.effects).toContainEqual({
      kind: 'protection-used', action: 'vest', actor: 'Gorny', ability: 'bulletproof-vest', target: 'Gorny', uses: 1,
    });
  });

  it('the doctor on Orphan does nothing and nobody dies', () => {
    expect(r.effects.filter((e) => e.kind === 'kill')).toEqual([]);
    expect(r.effects.map((e) => e.kind).sort()).toEqual(['investigate', 'protection-used']);
  });

  it('variant: the doctor targets Leo (switched with Pyro): the save lands on Pyro', () => {
    // A shot at Leo is switched onto Pyro too, where the switched save stops it.
    const input = method1('Leo');
    input.actions.push({ id: 'E', actor: 'Zarn', ability: 'vigilante', slot: 'kill', order: 5, components: [{ kind: 'kill', target: 'Leo' }] });
    const variant = resolveOrdered(input, { slots });
    expect(variant.effects.filter((e) => e.kind === 'kill')).toEqual([]);
    expect(variant.prevented).toContainEqual({
      effect: { kind: 'kill', target: 'Pyro' },
      why: [{ key: 'protect', action: 'D', actor: 'Caluin', ability: 'doctor', component: 'protect' }],
    });
    const shot = variant.trace.find((t) => t.effect.kind === 'kill' && t.effect.target === 'Pyro');
    expect(shot?.reasons[0]?.path).toEqual([{ action: 'B', from: 'Leo', to: 'Pyro' }]);
  });
});
