// The Wizard (part 2 §3.30, line 47; contract §6 `conjure`, §9 "Wizard r.2, r.5").
import { toSeat, type GameState, type HookContext, type Intent, type Rejection } from '@mafia/kernel';
import { defineAbility, defineRole, grantMoves } from '@mafia/ruleset-kit';
import { CONJURE_GRANT } from '../actor/limits';
import { CIVILIAN_ROLES, RED } from '../../model';

export const WIZARD = 'wizard';
/** wizard r.4: no more than three roles per game. */
export const CONJURE_LIMIT = 3;

/** The roles this seat has conjured (each evening's `conjured` result; r.5: an `in-game` one counts too). */
export function conjuredBy(state: GameState, seat: string): string[] {
  return state.notices.flatMap((n) => (n.audience.to === 'seat' && n.audience.seat === seat && n.result?.['kind'] === 'conjured' ? [String(n.result['role'])] : []));
}

/** wizard r.4: never the same role twice, never a fourth role (r.5: a skipped attempt is spent). */
export function validateConjure(state: GameState, intent: Intent): Rejection | null {
  const done = conjuredBy(state, intent.actor);
  if (done.includes(String(intent.options?.['role']))) return { code: 'conjured-before' };
  if (done.length >= CONJURE_LIMIT) return { code: 'conjure-limit' };
  return null;
}

/** wizard r.2, r.3: an evening move naming a civilian role (reading wizard A1 ★: the Actor's timing, contract §2). */
export const conjure = defineAbility({
  id: 'conjure',
  phase: 'day',
  steps: ['evening'],
  targets: { count: 0 },
  options: [{ name: 'role', values: CIVILIAN_ROLES, required: true }],
  validate: validateConjure,
});

/** The Wizard (L47). */
export const wizard = defineRole({ id: WIZARD, faction: RED, abilities: [conjure] });

/**
 * wizard r.2, r.5, contract §9: when the evening closes, `conjured {role, outcome}`: `in-game` when
 * the role was dealt in this game (reading wizard A2 ★: a role whose holder has died is still "taken
 * into this game"), the attempt spent; `granted` otherwise.
 */
export function reportConjures(ctx: HookContext): void {
  const day = ctx.state.clock.phase.number;
  for (const intent of ctx.state.intents.filter((i) => i.ability === 'conjure' && i.phase.kind === 'day' && i.phase.number === day)) {
    const actor = ctx.state.seats.find((s) => s.id === intent.actor);
    if (!actor?.alive || actor.role !== WIZARD) continue;
    const role = String(intent.options?.['role']);
    const outcome = ctx.state.seats.some((s) => s.role === role) ? 'in-game' : 'granted';
    ctx.notify(toSeat(actor.id), `pm.conjured-${outcome}`, { role }, { kind: 'conjured', role, outcome });
    // r.3: a granted role is his for the next night and day (reading A1: the Actor's timing), with
    // the Actor's restrictions (§3.23 interactions; roles/actor/limits.ts).
    if (outcome === 'granted') {
      grantMoves(ctx, { seat: actor.id, grant: { id: CONJURE_GRANT, role, source: { rule: 'wizard r.3' }, expires: { kind: 'day', number: day + 1 } } });
    }
  }
}
