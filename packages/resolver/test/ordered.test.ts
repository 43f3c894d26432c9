// Ordered strategy: each slot sees what earlier slots settled (seed 002, Nighttime), and rulesets
// plug in handlers for special logic.
import { describe, expect, it } from 'vitest';
import { resolveOrdered } from '../src';
import type { NightAction, SlotHandler } from '../src';
import { cop, deaths, doctor, effectsOf, night, roleblocker, vigilante } from './night';

const at = (slot: string, action: NightAction): NightAction => ({ ...action, slot });

describe('ordered strategy: slot order', () => {
  it('a protection in a later slot does not save an earlier kill', () => {
    const r = resolveOrdered(night([at('kill', vigilante('V', 'A')), at('protect', doctor('D', 'A'))]), {
      slots: ['kill', 'protect'],
    });
    expect(deaths(r)).toEqual(['A']);
  });

  it('a protection in an earlier slot saves a later kill', () => {
    const r = resolveOrdered(night([at('kill', vigilante('V', 'A')), at('protect', doctor('D', 'A'))]), {
      slots: ['protect', 'kill'],
    });
    expect(deaths(r)).toEqual([]);
  });

  it('a blocked actor does nothing in later slots, and the trace says who blocked it', () => {
    const r = resolveOrdered(night([at('act', cop('C', 'A')), at('block', roleblocker('R', 'C'))]), {
      slots: ['block', 'act'],
    });
    expect(effectsOf(r, 'investigate')).toEqual([]);
    expect(r.prevented).toEqual([
      {
        effect: { kind: 'investigate', action: 'cop-C', actor: 'C', target: 'A' },
        why: [{ key: 'block', action: 'roleblocker-R', actor: 'R', ability: 'roleblocker', component: 'block' }],
      },
    ]);
  });

  it('a block in a later slot is too late', () => {
    const r = resolveOrdered(night([at('act', cop('C', 'A')), at('block', roleblocker('R', 'C'))]), {
      slots: ['act', 'block'],
    });
    expect(effectsOf(r, 'investigate')).toHaveLength(1);
  });

  it('within a slot, earlier submissions act first (seed 002: same-role actions by submission)', () => {
    // R1 blocks R2 first, so R2's block on C never happens.
    const r1 = roleblocker('R1', 'R2', { order: 1 });
    const r2 = roleblocker('R2', 'C', { order: 2 });
    const r = resolveOrdered(night([at('block', r2), at('block', r1), at('act', cop('C', 'A'))]), {
      slots: ['block', 'act'],
    });
    expect(effectsOf(r, 'investigate')).toHaveLength(1);
  });

  it('eliminated actors act by default (seed 001 default ruling)', () => {
    const r = resolveOrdered(night([at('kill', vigilante('V', 'C')), at('act', cop('C', 'A'))]), {
      slots: ['kill', 'act'],
    });
    expect(deaths(r)).toEqual(['C']);
    expect(effectsOf(r, 'investigate')).toHaveLength(1);
  });

  it('eliminated actors can be stopped (seed 002: dead players may not perform actions)', () => {
    const r = resolveOrdered(night([at('kill', vigilante('V', 'C')), at('act', cop('C', 'A'))]), {
      slots: ['kill', 'act'],
      eliminatedActorsAct: false,
    });
    expect(effectsOf(r, 'investigate')).toEqual([]);
    expect(r.prevented[0]?.why[0]?.key).toBe('actor-eliminated');
  });

  it('a second kill on the same seat is listed as a cause too', () => {
    const r = resolveOrdered(night([at('kill', vigilante('V', 'A')), at('kill', vigilante('Y', 'A'))]), {
      slots: ['kill'],
    });
    expect(effectsOf(r, 'kill')[0]?.by.map((s) => s.actor)).toEqual(['V', 'Y']);
  });

  it('passive actions without a slot work from the start of the night', () => {
    const vest: NightAction = {
      id: 'vest', actor: 'A', ability: 'vest', order: 0, passive: true,
      components: [{ kind: 'protect', target: 'A', uses: 2 }],
    };
    const r = resolveOrdered(night([vest, at('kill', vigilante('V', 'A')), at('kill', vigilante('Y', 'A'))]), {
      slots: ['kill'],
    });
    expect(deaths(r)).toEqual([]);
    expect(r.effects).toContainEqual({ kind: 'protection-used', action: 'vest', actor: 'A', ability: 'vest', target: 'A', uses: 2 });
  });

  it('an action without a slot, or with an unknown slot, is a bug', () => {
    expect(() => resolveOrdered(night([cop('C', 'A')]), { slots: ['act'] })).toThrow(/no slot/);
    expect(() => resolveOrdered(night([at('nope', cop('C', 'A'))]), { slots: ['act'] })).toThrow(/unknown slot/);
  });

  it('a night order naming a slot twice is a bug, every time it is used (slot positions are remembered per list)', () => {
    const slots = ['act', 'kill', 'act'];
    const input = night([at('act', cop('C', 'A'))]);
    expect(() => resolveOrdered(input, { slots })).toThrow(/duplicate slot/);
    expect(() => resolveOrdered(input, { slots })).toThrow(/duplicate slot/);
  });

  it('one slot list serves many nights: each night runs in its order', () => {
    const slots = ['protect', 'kill'];
    const saved = night([at('kill', vigilante('V', 'A')), at('protect', doctor('D', 'A'))]);
    const shot = night([at('kill', vigilante('V', 'B')), at('protect', doctor('D', 'A'))]);
    expect(deaths(resolveOrdered(saved, { slots }))).toEqual([]);
    expect(deaths(resolveOrdered(shot, { slots }))).toEqual(['B']);
    expect(deaths(resolveOrdered(saved, { slots: ['kill', 'protect'] }))).toEqual(['A']);
  });

  it('actions of seats dead before the night are ignored and reported', () => {
    const r = resolveOrdered(night([at('act', cop('C', 'A'))], { dead: ['C'] }), { slots: ['act'] });
    expect(r.effects).toEqual([]);
    expect(r.ignored).toEqual([{ action: 'cop-C', reason: 'actor-not-alive' }]);
  });
});

describe('ordered strategy: ruleset handlers (seed 002 roles)', () => {
  const slots = ['cancel', 'steal', 'protect', 'poison', 'drunk', 'kill'];

  // Seed 002, Boss: cancels a player's night action, but cannot prevent mafia kills.
  const boss: SlotHandler = (ctx) => {
    const target = ctx.action.components[0];
    if (target?.kind !== 'effect') return;
    for (const a of ctx.actionsOf(target.target)) {
      if (!a.components.some((c) => c.kind === 'kill' && c.tag === 'factional-kill')) ctx.cancel(a.id);
    }
  };
  const bossAction = (target: string): NightAction => ({
    id: 'boss', actor: 'B', ability: 'boss', slot: 'cancel', order: 0,
    components: [{ kind: 'effect', effect: 'cancel', target }],
  });

  it('the boss cancels a doctor, so the kill goes through', () => {
    const r = resolveOrdered(
      night([bossAction('D'), at('protect', doctor('D', 'A')), at('kill', vigilante('V', 'A'))]),
      { slots, handlers: { boss } },
    );
    expect(deaths(r)).toEqual(['A']);
  });

  it('the boss cannot cancel the mafia kill', () => {
    const mafia: NightAction = {
      id: 'nk', actor: 'M', ability: 'factional-kill', slot: 'kill', order: 1,
      components: [{ kind: 'kill', target: 'A', tag: 'factional-kill' }],
    };
    const r = resolveOrdered(night([bossAction('M'), mafia]), { slots, handlers: { boss } });
    expect(deaths(r)).toEqual(['A']);
  });

  // Seed 002, Drunkard: a random player of the chosen family; randomness is injected.
  const drunkard: SlotHandler = (ctx) => {
    const family = ctx.action.components[0];
    if (family?.kind !== 'effect') return;
    const members = (family.data?.members as string[] | undefined) ?? [];
    const victim = members[Math.floor(ctx.random() * members.length)];
    if (victim !== undefined) ctx.kill(victim, 'drunkard');
  };
  const drunk: NightAction = {
    id: 'drunk', actor: 'K', ability: 'drunkard', slot: 'drunk', order: 0,
    components: [{ kind: 'effect', effect: 'drunk-attack', target: 'A', data: { members: ['A', 'B', 'C'] } }],
  };

  it('the drunkard kills the member the injected random source picks', () => {
    const r = resolveOrdered(night([drunk]), { slots, handlers: { drunkard }, random: () => 0.5 });
    expect(effectsOf(r, 'kill')).toEqual([
      { kind: 'kill', target: 'B', by: [{ action: 'drunk', actor: 'K', ability: 'drunkard', tag: 'drunkard' }] },
    ]);
  });

  it('a handler that needs randomness without a random source is a bug', () => {
    expect(() => resolveOrdered(night([drunk]), { slots, handlers: { drunkard } })).toThrow(/random/);
  });

  // Seed 002, Butler: poison is an effect a doctor can stop; a slot handler can wrap the default.
  it('a slot handler can run the default handling and add to it', () => {
    const poison: NightAction = {
      id: 'poison', actor: 'P', ability: 'butler', slot: 'poison', order: 0,
      components: [{ kind: 'effect', effect: 'poison', target: 'A', protectable: true }],
    };
    const seen: boolean[] = [];
    const r = resolveOrdered(night([poison, at('protect', doctor('D', 'A'))]), {
      slots,
      handlers: {
        poison: (ctx) => {
          seen.push(ctx.isProtected('A'));
          ctx.runDefault();
        },
      },
    });
    expect(seen).toEqual([true]);
    expect(r.prevented.map((p) => p.effect.kind)).toEqual(['effect']);
  });

  // Seed 002, Thief: steal a role; the handler records its own effect, with a trace reason.
  it('a thief handler settles a custom effect', () => {
    const thief: NightAction = {
      id: 'steal', actor: 'T', ability: 'thief', slot: 'steal', order: 0,
      components: [{ kind: 'effect', effect: 'steal-role', target: 'A' }],
    };
    const r = resolveOrdered(night([thief]), {
      slots,
      handlers: {
        thief: (ctx) => {
          const target = ctx.route('A');
          if (!ctx.isAlive(target)) return;
          ctx.visit(target);
          ctx.settle({ kind: 'effect', action: 'steal', actor: 'T', ability: 'thief', effect: 'steal-role', target });
        },
      },
    });
    expect(effectsOf(r, 'effect')).toEqual([
      { kind: 'effect', action: 'steal', actor: 'T', ability: 'thief', effect: 'steal-role', target: 'A' },
    ]);
    expect(r.trace.map((t) => t.outcome)).toEqual(['happens']);
  });
});

describe('ordered strategy: an unstoppable kill', () => {
  // A handler's kill that "the doctor cannot save" (russian-extended kamikaze r.2) skips protections.
  const strike: SlotHandler = (ctx) => {
    const target = ctx.action.components[0];
    if (target?.kind === 'kill') ctx.kill(target.target, 'strike', { unstoppable: true });
  };
  it('kills through an earlier protection and leaves the protection unspent', () => {
    const r = resolveOrdered(night([at('protect', doctor('D', 'A')), at('kill', vigilante('V', 'A'))]), {
      slots: ['protect', 'kill'],
      handlers: { kill: strike },
    });
    expect(deaths(r)).toEqual(['A']);
    expect(effectsOf(r, 'protection-used')).toEqual([]);
  });
  it('the same kill without the option is stopped by the protection', () => {
    const plain: SlotHandler = (ctx) => {
      const target = ctx.action.components[0];
      if (target?.kind === 'kill') ctx.kill(target.target, 'strike');
    };
    const r = resolveOrdered(night([at('protect', doctor('D', 'A')), at('kill', vigilante('V', 'A'))]), {
      slots: ['protect', 'kill'],
      handlers: { kill: plain },
    });
    expect(deaths(r)).toEqual([]);
  });
});
