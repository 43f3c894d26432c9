// The undead's moves (part 2 §3.25, l.42, r.3, r.6–r.11, r.17): each undead of a listed role gives
// its Necromancer that role's moves as a grant (kernel grants.ts), `undead-<seat>`: he sends them
// as `<ability>` when one undead gives it, else `<ability>@undead-<seat>` (r.7: all at once).
import type { GameState, Grant, HookContext, Intent, PhaseRef, Rejection } from '@mafia/kernel';
import { grantMoves, grantOfIntent, grantsOf, revokeGrant } from '@mafia/ruleset-kit';
import { seatOf } from '../../model';

const PREFIX = 'undead-';
export const undeadGrantId = (seat: string): string => `${PREFIX}${seat}`;
export const isUndeadMove = (intent: Pick<Intent, 'grant'>): boolean => intent.grant?.startsWith(PREFIX) ?? false;

/** r.10: only these roles can be used through undead. */
export const UNDEAD_ROLES = [
  'commissar', 'detective', 'investigator', 'doctor', 'blocker', 'prostitute', 'hacker', 'journalist', 'homeless',
  'anonymous', 'pimp', 'lawyer', 'inquisitor', 'drug-dealer', 'fanatic', 'cultist', 'criminalist', 'maid',
];
/** r.11: killer moves cannot be used through undead (reading necromancer ★ 2: the rest of the role can). */
export const UNDEAD_KILLER_MOVES = ['vigilante', 'burn', 'execute', 'devour', 'revenge'];

/** The abilities of a role usable through an undead (r.10, r.11); null for a role not on the list. */
function usableAbilities(ctx: HookContext, role: string): string[] | null {
  if (!UNDEAD_ROLES.includes(role)) return null;
  return (ctx.rules.roles[role]?.abilities ?? []).map((a) => a.id).filter((a) => !UNDEAD_KILLER_MOVES.includes(a));
}

/**
 * r.3: the undead `seat`'s role becomes the Necromancer's to use; r.17: a corpse raised this evening
 * is idle for the next game-day (`from` the day after). A role off the r.10 list gives no grant (r.13's
 * extra vote weight is not coded).
 */
export function grantUndead(ctx: HookContext, necromancer: string, seat: string, from?: PhaseRef): void {
  const role = seatOf(ctx.state, seat).role;
  const abilities = usableAbilities(ctx, role);
  if (abilities === null || abilities.length === 0) return;
  const grant: Grant = { id: undeadGrantId(seat), role, abilities, source: { rule: 'necromancer r.3', seat }, ...(from ? { from } : {}) };
  grantMoves(ctx, { seat: necromancer, grant });
}

/** r.5, r.15, r.16: an undead dropped or killed again is his no longer. */
export function revokeUndead(ctx: HookContext, necromancer: string, seat: string): void {
  revokeGrant(ctx, necromancer, undeadGrantId(seat));
}

/** The undead whose moves the Necromancer holds. */
export const undeadOf = (state: GameState, necromancer: string): string[] =>
  grantsOf(state, necromancer).flatMap((g) => (g.id.startsWith(PREFIX) && g.source.seat !== undefined ? [g.source.seat] : []));

/** r.9: no move through an undead may be aimed at the Necromancer himself. */
export function validateUndeadMove(state: GameState, intent: Intent): Rejection | null {
  if (!isUndeadMove(intent) || !grantOfIntent(state, intent)) return null;
  return intent.targets.includes(intent.actor) ? { code: 'target-is-necromancer' } : null;
}

/** r.6: with identical roles, the undead's moves resolve last (after every living holder's move of the slot). */
export function undeadLast(intents: Intent[]): Intent[] {
  const last = intents.reduce((max, i) => Math.max(max, i.order), 0);
  return intents.map((i) => (isUndeadMove(i) ? { ...i, order: last + i.order } : i));
}
