import { toSeat, type GameState, type HookContext, type Intent, type Json, type Rejection } from '@mafia/kernel';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { read, write } from '../../data';
import { RED, seatOf } from '../../model';
import type { NightLog, PrivateNote } from '../../night/book';
import { hasStatus, ROLE_BLOCKED } from '../hacker/blocks';
import { LYNCH_AND_HUNT_STEPS } from '../../day/lynch-steps';

/** Host-only: each anonymous's watched players and the night their surveillance starts. */
export const SURVEILLANCE = 'surveillance';
export interface Watched {
  anonymous: string;
  seat: string;
  /** The first morning (night number) whose information he receives (ANO-1: nothing earlier). */
  from: number;
}

/** ANO-3: at most four at once. */
export const SURVEILLANCE_LIMIT = 4;

const all = (state: GameState): Watched[] => (read<Json>(state, SURVEILLANCE) as unknown as Watched[] | null) ?? [];
/** Reading ANO A2 ★: a dead player's surveillance ends and frees his place. */
export const watchedBy = (state: GameState, anonymous: string): Watched[] => all(state).filter((w) => w.anonymous === anonymous && seatOf(state, w.seat).alive);

const sentThisEvening = (state: GameState, intent: Intent, ability: string): boolean =>
  state.intents.some((i) => i.actor === intent.actor && i.ability === ability && i.step === state.clock.step && i.id !== intent.id);

/**
 * ANO-1, ANO-3: at the end of a day, surveillance of up to two more players (reading ANO A1 ★: up to
 * two each evening while under four; ANO A3 ★: one or two). ANO-5: not in the evening of a replacement.
 */
export const surveil = defineAbility({
  id: 'surveil',
  phase: 'day',
  steps: ['evening'],
  targets: { count: 2, min: 1, self: 'forbidden' },
  validate: (state, intent) => validateSurveil(state, intent),
});

/** ANO-4, ANO-5: replace one watched player with a new one, one at a time. */
export const replaceSurveillance = defineAbility({
  id: 'replace-surveillance',
  phase: 'day',
  steps: ['evening'],
  targets: { count: 2, self: 'forbidden' },
  validate: (state, intent) => validateReplace(state, intent),
});

/** The anonymous (L26, ANO-1..ANO-7): private results only. */
export const anonymous = defineRole({ id: 'anonymous', faction: RED, abilities: [surveil, replaceSurveillance] });

export function validateSurveil(state: GameState, intent: Intent): Rejection | null {
  if (sentThisEvening(state, intent, 'replace-surveillance')) return { code: 'replace-or-add' };
  const watched = watchedBy(state, intent.actor).map((w) => w.seat);
  if (intent.targets.some((t) => watched.includes(t))) return { code: 'already-watched' };
  return watched.length + intent.targets.length > SURVEILLANCE_LIMIT ? { code: 'surveillance-full', params: { limit: SURVEILLANCE_LIMIT } } : null;
}

export function validateReplace(state: GameState, intent: Intent): Rejection | null {
  if (sentThisEvening(state, intent, 'surveil')) return { code: 'replace-or-add' };
  const watched = watchedBy(state, intent.actor).map((w) => w.seat);
  const [old, fresh] = intent.targets as [string, string];
  if (!watched.includes(old)) return { code: 'not-watched' };
  return watched.includes(fresh) ? { code: 'already-watched' } : null;
}

/**
 * When the evening closes: the new surveillance starts with the coming night's morning. ANO-6, HAC-2:
 * a move of a role-blocked anonymous fails, and a failed replacement keeps the old one.
 */
export function closeSurveillance(ctx: HookContext): void {
  const night = ctx.state.clock.phase.number;
  let list = all(ctx.state);
  let changed = false;
  for (const intent of ctx.state.intents.filter((i) => i.ability === 'surveil' || i.ability === 'replace-surveillance')) {
    const actor = seatOf(ctx.state, intent.actor);
    if (!actor.alive || actor.role !== 'anonymous' || hasStatus(actor, ROLE_BLOCKED)) continue;
    const fresh = intent.ability === 'surveil' ? intent.targets : intent.targets.slice(1);
    if (intent.ability === 'replace-surveillance') list = list.filter((w) => !(w.anonymous === intent.actor && w.seat === intent.targets[0]));
    list = [...list, ...fresh.map((seat) => ({ anonymous: intent.actor, seat, from: night }))];
    changed = true;
  }
  if (changed) write(ctx, SURVEILLANCE, list as unknown as Json);
}

/**
 * The morning's surveillance (ANO-1, ANO-7, INF-1): the roles of the newly watched, a copy of each
 * private result a watched player receives this morning, and `pm.watched` to every watched player.
 */
export function surveillanceNotes(log: NightLog): PrivateNote[] {
  const out: PrivateNote[] = [];
  for (const w of all(log.state).filter((x) => seatOf(log.state, x.seat).alive && x.from <= log.night)) {
    const anon = seatOf(log.state, w.anonymous);
    if (!anon.alive || anon.role !== 'anonymous') continue;
    if (w.from === log.night) {
      const role = seatOf(log.state, w.seat).role;
      out.push({ seat: w.anonymous, key: 'pm.watched-role', params: { target: w.seat, role }, result: { kind: 'watched-role', target: w.seat, role } });
    }
    for (const note of log.notes.filter((n) => n.seat === w.seat && n.result)) {
      out.push({ seat: w.anonymous, key: 'pm.surveillance', params: { target: w.seat }, result: { kind: 'surveillance', target: w.seat, result: note.result as Json } });
    }
    out.push({ seat: w.seat, key: 'pm.watched' });
  }
  return out;
}

/**
 * INF-4, ACT-7: the active citizen who takes the role over watches the same players from now on and
 * learns their roles at once.
 */
export function inheritSurveillance(ctx: HookContext, from: string, heir: string): void {
  const list = all(ctx.state);
  if (!list.some((w) => w.anonymous === from)) return;
  write(ctx, SURVEILLANCE, list.map((w) => (w.anonymous === from ? { ...w, anonymous: heir } : w)) as unknown as Json);
  for (const w of watchedBy(ctx.state, heir)) {
    const role = seatOf(ctx.state, w.seat).role;
    ctx.notify(toSeat(heir), 'pm.watched-role', { target: w.seat, role }, { kind: 'watched-role', target: w.seat, role });
  }
}

/** Steps whose moves are made at the vote (contract §2, "at-vote" and deathbed). */
// AV-M: the additional vote and its revote too (day/lynch-steps.ts).
const VOTE_STEPS = LYNCH_AND_HUNT_STEPS;

/**
 * ANO-2: a watched player's moves at the vote reach him "at the moment of his next move": when the
 * evening opens (contract §3 delivery points), if the surveillance was assigned before that day.
 */
export function reportVoteMoves(ctx: HookContext): void {
  const day = ctx.state.clock.phase.number;
  for (const anon of ctx.state.seats.filter((s) => s.alive && s.role === 'anonymous')) {
    const watched = watchedBy(ctx.state, anon.id).filter((w) => w.from < day).map((w) => w.seat);
    for (const intent of ctx.state.intents.filter((i) => VOTE_STEPS.includes(i.step) && watched.includes(i.actor))) {
      const move = { ability: intent.ability, targets: [...intent.targets] };
      ctx.notify(toSeat(anon.id), 'pm.surveillance-move', { target: intent.actor, ability: intent.ability }, { kind: 'surveillance', target: intent.actor, move });
    }
  }
}
