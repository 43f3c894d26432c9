// The Witch's swapped roles and what their moves told (part 2 §3.29 r.3, r.7; edge case 1).
import type { HookContext, Intent, Json, JsonObject } from '@mafia/kernel';
import { read, write } from '../../data';
import { NEGATIVE_ABILITIES } from '../../night/night-order';
import type { NightLog } from '../../night/book';
import { KILLER_MOVES } from '../hypnotist/hypnotise';

/**
 * Morning notes about the player, not about a move of his role: they stay with him whoever holds
 * the role now (an attempt on him, his own status, what was done to him).
 */
const PLAYER_NOTES = new Set([
  'pm.attempt',
  'pm.partner-kill',
  'pm.move-blocked',
  'pm.hacked',
  'pm.life-spent',
  'pm.enslaved',
  'pm.slave-treatment',
  'pm.drugged',
  'pm.tortured',
  'pm.became-target',
  'pm.face-cut',
  'pm.face-cut-no-target',
  'pm.cut-role',
  'pm.role-swapped',
  'pm.redirected',
  'pm.company',
  'pm.killer-name',
]);
/**
 * r.3 "the day and night moves those players already made": the results the morning brings of the
 * role's evening moves (the commissar's or investigator's verification, the criminalist's samples)
 * are the role's too, whatever the seat did at night.
 */
const EVENING_RESULTS = new Set(['pm.verification', 'pm.sample-caught', 'pm.sample-clear']);
/** What a killer learns of his victim: a role's result only when the kill was the role's (a civilian killer). */
const KILL_NOTES = new Set(['pm.victim-team', 'pm.try-again']);
/** Moves that are no move of a civilian role. */
const NO_ROLE_MOVES = new Set([...NEGATIVE_ABILITIES, 'note', 'suicide', 'approve-suicide', 'confirm-partner-kill', 'poison-death', 'swap']);

const roleMovesOf = (log: NightLog, seat: string): Intent[] => log.intents.filter((i) => i.actor === seat && !NO_ROLE_MOVES.has(i.ability) && i.grant === undefined);

/** A note that is the result of a move the seat's civilian role made tonight. */
function isRoleResult(log: NightLog, seat: string, key: string): boolean {
  if (key.startsWith('pm.suicide-') || PLAYER_NOTES.has(key)) return false;
  if (EVENING_RESULTS.has(key)) return true;
  const moves = roleMovesOf(log, seat);
  if (KILL_NOTES.has(key)) return moves.some((m) => KILLER_MOVES.includes(m.ability));
  return moves.length > 0;
}

/**
 * r.3, edge case 1: the moves made tonight are not broken, but their results go to the role's new
 * owner. `before` is each seat's civilian role at night start, `after` once this morning's swaps
 * (and swaps back) are done; a result goes to the seat that holds the role now, if one of the
 * swapped seats does.
 */
export function resultsToNewOwners(log: NightLog, before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): void {
  for (const note of log.notes) {
    const role = before.get(note.seat);
    if (role === undefined || after.get(note.seat) === role || !isRoleResult(log, note.seat, note.key)) continue;
    const owner = [...after.entries()].find(([seat, r]) => r === role && seat !== note.seat)?.[0];
    if (owner !== undefined) note.seat = owner;
  }
}

/** Host-only: every civilian role's moves so far, by role (r.7's history), kept while a witch plays. */
export const WITCH_ROLE_MOVES = 'witch-role-moves';
type Moves = Record<string, JsonObject[]>;

/** Appends the moves of a phase to their roles' histories; `roleOf` is each actor's role when he moved. */
export function recordRoleMoves(ctx: HookContext, intents: readonly Intent[], roleOf: (seat: string) => string | undefined): void {
  if (!ctx.state.seats.some((s) => s.role === 'witch')) return;
  const moves = (read<Json>(ctx.state, WITCH_ROLE_MOVES) as Moves | null) ?? {};
  const next: Moves = { ...moves };
  let changed = false;
  for (const i of intents) {
    const role = roleOf(i.actor);
    if (role === undefined || NO_ROLE_MOVES.has(i.ability) || i.grant !== undefined) continue;
    next[role] = [...(next[role] ?? []), { phase: i.phase.kind, day: i.phase.number, ability: i.ability, targets: i.targets }];
    changed = true;
  }
  if (changed) write(ctx, WITCH_ROLE_MOVES, next as unknown as Json);
}

/** r.7's history: "all previous moves of that role", whoever held it. */
export const roleHistory = (ctx: HookContext, role: string): JsonObject[] => ((read<Json>(ctx.state, WITCH_ROLE_MOVES) as Moves | null) ?? {})[role] ?? [];
