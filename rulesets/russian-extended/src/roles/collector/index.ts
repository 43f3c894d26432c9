// The Collector (part 2 §3.24, l.41; contract §6 `collect`, §9 note 4 "Collector r.6–r.10").
import { toSeat, type GameState, type HookContext, type Intent, type Rejection } from '@mafia/kernel';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { z } from 'zod';
import { CIVILIAN_ROLES, RED, seatOf } from '../../model';
import { CRIPPLED } from '../prostitute/visit';
import { roleData } from '../active-citizen';
import { COLLECTOR, collectionOf, collectionsOf, collectLimit, saveCollection } from './state';

export { COLLECTOR } from './state';

const declineSchema = z.array(z.string());

/** r.4, r.5 (`too-many-collect-targets`), r.6 (`not-collected`: only a collected role is activated), r.16 (`decline`). */
function validateCollect(state: GameState, intent: Intent): Rejection | null {
  const collection = collectionOf(state, intent.actor);
  const limit = collectLimit(collection.roles.length);
  if (intent.targets.length > limit) return { code: 'too-many-collect-targets', params: { limit } };
  const activate = intent.options?.['activate'];
  if (activate !== undefined && (typeof activate !== 'string' || (activate !== 'none' && !CIVILIAN_ROLES.includes(activate)))) return { code: 'invalid-option', params: { option: 'activate' } };
  if (typeof activate === 'string' && activate !== 'none' && !collection.roles.some((r) => r.role === activate)) return { code: 'not-collected' };
  if (!declineSchema.safeParse(intent.options?.['decline'] ?? []).success) return { code: 'invalid-option', params: { option: 'decline' } };
  return null;
}

/** r.1, r.4–r.6, r.10, r.16: at the end of each day he names up to three players (reading A1: not himself). */
export const collect = defineAbility({
  id: 'collect',
  phase: 'day',
  steps: ['evening'],
  targets: { count: 3, min: 1, self: 'forbidden' },
  // `activate` is read by `validateCollect`, not declared with its values: a declared option would
  // need a text for every civilian role any lane adds (options.activate.values.<role>).
  validate: validateCollect,
});

/** The Collector (collector r.1–r.17; the active role's moves are granted: state.ts `COLLECTED_GRANT`). */
export const collector = defineRole({ id: COLLECTOR, faction: RED, abilities: [collect] });

/**
 * T.15, r.6, r.9, r.10 (contract §9 note 4): when the evening closes his last `collect` of the day
 * is in force; `activate` names the active role, `none` switches it off, left out keeps it.
 */
export function fixCollections(ctx: HookContext): void {
  const day = ctx.state.clock.phase.number;
  const moves = ctx.state.intents.filter((i) => i.ability === 'collect' && i.phase.kind === 'day' && i.phase.number === day);
  for (const intent of moves.filter((m, at) => !moves.slice(at + 1).some((n) => n.actor === m.actor))) {
    const seat = seatOf(ctx.state, intent.actor);
    if (!seat.alive || seat.role !== COLLECTOR) continue;
    const old = collectionOf(ctx.state, seat.id);
    const activate = intent.options?.['activate'];
    const active = activate === 'none' ? null : typeof activate === 'string' ? activate : old.active;
    const decline = declineSchema.safeParse(intent.options?.['decline'] ?? []);
    saveCollection(ctx, seat.id, { ...old, targets: [...intent.targets].sort(), decline: decline.success ? decline.data : [], active });
  }
}

/** Roles that leave nothing to collect (as for the active citizen, ACT-2). */
const NOT_COLLECTED = ['citizen', 'active-citizen'];

/** r.15: the moment of a death ("several of his targets die at once": the same step of the same phase). */
const momentOf = (state: GameState): string => `${state.clock.phase.kind}:${state.clock.phase.number}:${state.clock.step}`;

/**
 * r.2, r.13–r.15, r.17 on a death: a player of a living collector's targets in force who leaves the
 * game (at night or at a vote: reading A2) gives him his civilian role, unless the player was
 * crippled (r.13) or the role is declined (r.16); with a role already collected he yields to a living
 * active citizen (r.14); of several targets dying at once he takes one, the first to die (r.15); r.8:
 * a night death while no role is active activates it at once. r.17: an active citizen who took a role
 * he yielded (r.14, r.15) and dies gives it to him, target or not. He is told `collected-role {role,
 * from}` when the death is published, and the targets of the role's earlier moves (r.11).
 */
export function collectRole(ctx: HookContext, seat: string): void {
  const dead = seatOf(ctx.state, seat);
  if (NOT_COLLECTED.includes(dead.role) || dead.statuses.some((s) => s.id === CRIPPLED)) return;
  for (const [holder, collection] of Object.entries(collectionsOf(ctx.state))) {
    const collector = seatOf(ctx.state, holder);
    if (!collector.alive || collector.role !== COLLECTOR || collection.roles.some((r) => r.from === seat)) continue;
    const takenBack = (collection.yielded ?? []).includes(dead.role) && !collection.roles.some((r) => r.role === dead.role);
    if (!takenBack && (!collection.targets.includes(seat) || collection.decline.includes(dead.role))) continue;
    const heirs = ctx.state.seats.some((s) => s.alive && !s.removed && s.role === 'active-citizen');
    const moment = momentOf(ctx.state);
    const second = collection.roles.some((r) => r.at === moment);
    if (!takenBack && (second || (collection.roles.length > 0 && heirs))) {
      if (heirs) saveCollection(ctx, holder, { ...collection, yielded: [...(collection.yielded ?? []), dead.role] });
      continue;
    }
    const night = ctx.state.clock.phase.kind === 'night';
    const active = collection.active ?? (night ? dead.role : null);
    const yielded = (collection.yielded ?? []).filter((r) => r !== dead.role);
    saveCollection(ctx, holder, { ...collection, roles: [...collection.roles, { role: dead.role, from: seat, at: moment }], active, yielded });
    ctx.notify(toSeat(holder), 'pm.collected-role', { role: dead.role, from: seat }, { kind: 'collected-role', role: dead.role, from: seat });
    // r.11: "of the role's information he receives only the targets of its previous moves".
    const moves = roleData(ctx.state, dead.role, seat)['moves'] ?? [];
    ctx.notify(toSeat(holder), 'pm.collected-moves', { role: dead.role, from: seat }, { kind: 'collected-moves', role: dead.role, from: seat, moves });
    return;
  }
}
