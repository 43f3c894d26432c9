import type { GameState, HookContext, Json, JsonObject, Seat } from '@mafia/kernel';
import { KEYS, read, write } from '../../data';
import { inheritSurveillance } from '../anonymous';
import { kamikazeInherited } from '../kamikaze/retaliation';
import type { Movement } from '../detective/morning';
import { toSeat } from '@mafia/kernel';
import { defineRole, grantMoves } from '@mafia/ruleset-kit';
import { RED, seatOf } from '../../model';
import { isNecromancerToy } from '../necromancer/toys';
import { collectedFrom } from '../collector/state';
import { copiedRole } from '../actor/copies';
import { COPY_GRANT } from '../actor/limits';
import { heroNightResults } from '../hero/visitors';
import { detectiveRoleResults } from '../detective/role-data';

/** ACT-1: an ordinary citizen who takes over a departed civilian role (ACT-2). */
export const activeCitizen = defineRole({ id: 'active-citizen', faction: RED, abilities: [] });

/** Roles that leave no vacancy: no move to inherit. */
const NOT_INHERITED = ['citizen', 'active-citizen'];

/**
 * ACT-2..ACT-6, ACT-11: after a night or a lynch, each living active citizen takes one civilian role
 * of the players who just left, red players' roles first (ACT-6), a black's civilian role too
 * (ACT-5). With two active citizens the order is drawn at random (ACT-11); interpretation ACT A2:
 * with two vacancies both are filled at once, one each.
 */
export function fillVacancies(ctx: HookContext, departed: string[]): void {
  const vacancies = departed
    .map((id) => seatOf(ctx.state, id))
    .filter((s) => !NOT_INHERITED.includes(s.role))
    // Necromancer r.3 (contract §9): a cursed player's role stays with his corpse, the Necromancer's.
    .filter((s) => !isNecromancerToy(ctx.state, s.id))
    // collector r.14: a role the collector took is no vacancy.
    .filter((s) => !collectedFrom(ctx.state, s.id))
    // ACT-10: a crippled player lost his civilian role (COM-6): his death leaves none to take over.
    .filter((s) => !s.statuses.some((x) => x.id === 'crippled'))
    .sort((a, b) => Number(b.faction === RED) - Number(a.faction === RED));
  if (vacancies.length === 0) return;
  const heirs = ctx.state.seats.filter((s) => s.alive && !s.removed && s.role === 'active-citizen').map((s) => s.id);
  // Actor r.9: an Actor holding a copied active citizen intercepts a vacancy nobody else takes.
  actorsIntercept(ctx, vacancies.slice(heirs.length));
  if (heirs.length === 0) return;
  const order = heirs.length > 1 && ctx.rng.int(2) === 1 ? [...heirs].reverse() : heirs;
  order.forEach((heir, index) => {
    const vacancy = vacancies[index];
    if (!vacancy) return;
    ctx.emit({ type: 'role-changed', seat: heir, role: vacancy.role });
    // ACT-7: he plays from now on as if he had held the role from the start.
    ctx.notify(toSeat(heir), 'pm.role-taken-over', { role: vacancy.role, from: vacancy.id });
    // ACT-7: "he gets full information on the role's previous actions and on the data the role holds".
    const data = roleData(ctx.state, vacancy.role, vacancy.id);
    ctx.notify(toSeat(heir), 'pm.role-data', { role: vacancy.role, from: vacancy.id }, data);
    inheritChecks(ctx, vacancy.id, heir);
    inheritSurveillance(ctx, vacancy.id, heir);
    kamikazeInherited(ctx, heir, vacancy.role);
  });
}

type CheckRecord = { night: number; checker: string; target: string; colour: string };

/**
 * ACT-7: the role's previous moves and results. A checker's moves and results are his checks
 * (COM-1); any other role's moves are where it went each night (the role request's memory, DET-12).
 */
export function roleData(state: GameState, role: string, from: string): JsonObject {
  const checks = (read<CheckRecord[]>(state, KEYS.checks) ?? []).filter((c) => c.checker === from);
  const movements = (read<Movement[]>(state, KEYS.movements) ?? []).filter((m) => m.seat === from && m.role === role);
  const moves: JsonObject[] =
    checks.length > 0
      ? checks.map((c) => ({ night: c.night, ability: 'check', targets: [c.target] }))
      : movements.map((m) => ({ night: m.night, targets: m.visited }));
  const results: JsonObject[] = checks.map((c) => ({ night: c.night, kind: 'check', target: c.target, colour: c.colour }));
  // Hero r.13: the hero's role data is its night information only.
  if (role === 'hero') results.push(...heroNightResults(state, from));
  // INF-2: the role's data holds its results too: the detective's tracking, role checks and requests.
  if (role === 'detective') results.push(...detectiveRoleResults(state, from));
  return { kind: 'role-data', role, from, moves: moves as Json, results: results as Json };
}

/** ACT-7 with CHK-6: the checks the role received become the heir's, so he may send them for verification. */
function inheritChecks(ctx: HookContext, from: string, heir: string): void {
  const checks = read<CheckRecord[]>(ctx.state, KEYS.checks) ?? [];
  if (!checks.some((c) => c.checker === from)) return;
  write(ctx, KEYS.checks, checks.map((c) => (c.checker === from ? { ...c, checker: heir } : c)) as unknown as Json);
}

/**
 * Actor r.9: "if he copied an active citizen who has no role, he may for that day intercept a role
 * that is leaving the game, but the Actor yields priority to any competitor for it": the vacancies
 * the active citizens did not take go, in order, to the living Actors whose copy of today is an
 * active citizen; the role replaces the copy for the rest of its game-day (a copy like the first,
 * its limits apply), and he is told as an heir is (`pm.role-taken-over`).
 */
function actorsIntercept(ctx: HookContext, left: Seat[]): void {
  const actors = ctx.state.seats.filter((s) => s.alive && !s.removed && copiedRole(ctx.state, s.id)?.role === 'active-citizen');
  actors.forEach((actor, index) => {
    const vacancy = left[index];
    const copy = copiedRole(ctx.state, actor.id);
    if (!vacancy || !copy) return;
    grantMoves(ctx, { seat: actor.id, grant: { id: COPY_GRANT, role: vacancy.role, source: { rule: 'actor r.9', seat: vacancy.id }, expires: { kind: 'day', number: copy.day + 1 } } });
    ctx.notify(toSeat(actor.id), 'pm.role-taken-over', { role: vacancy.role, from: vacancy.id });
  });
}
