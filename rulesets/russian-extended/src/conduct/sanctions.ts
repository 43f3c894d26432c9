// The host's conduct sanctions (part 4 §4.1 S-1..S-9, the moderator-judged rules C-5, C-7..C-14):
// a host-only move `sanction` on the offender, recorded as his intent (an event of the game),
// announced publicly and listed in the public data entry `sanctions`.
import type { GameState, HookContext, Intent, Json, PollState } from '@mafia/kernel';
import { toPublic } from '@mafia/kernel';
import { defineAbility } from '@mafia/ruleset-kit';
import { read, write, writePublic } from '../data';
import { NEGATIVE_BLOCKED, ROLE_BLOCKED } from '../roles/hacker/blocks';
import { markMandatoryVictim } from './mandatory-victim';

/**
 * The sanctions a platform can apply (§4.1): `warning` (S-9, a note "for the future"), `lost-vote`
 * (S-2: no vote at the next two votes), `removal` (S-5/S-6 reduced to the host's removal), and the
 * results recorded for the final screen: `technical-defeat` (S-3), `defeat` (S-7).
 */
export const SANCTION_KINDS = ['warning', 'lost-vote', 'removal', 'technical-defeat', 'defeat'];
/** S-1: "block any one of the player's roles, or all of them, for two days" (`block`: which). */
SANCTION_KINDS.push('role-block');
/** C-9: the offender is the mandatory victim of the nearest vote (conduct/mandatory-victim.ts). */
SANCTION_KINDS.push('mandatory-victim');
/** C-4: the host does not count the player's walls of today (written in the last 15 minutes, or plagiarised; conduct/walls.ts). */
SANCTION_KINDS.push('wall-refused');
/**
 * C-15: the green ticket, "priority for additional roles instead of main roles" at later sign-ups
 * (reading AMB-C-15-P ★, README: recorded and announced; no sign-up of this platform is
 * oversubscribed, so no deal reads it yet).
 */
SANCTION_KINDS.push('green-ticket');
/**
 * S-6 (C-9's minor case): "disable any or all of the player's roles and his vote until the end of
 * the game" (`block`: which roles, as S-1's).
 */
SANCTION_KINDS.push('disable');
/** S-1's and S-6's choice: the civilian role, the negative role, or both (the default). */
export const BLOCKED_ROLES = ['civilian', 'negative', 'all'];
/** The moderator-judged rules a sanction cites (§4.2). */
export const CONDUCT_RULES = ['C-1', 'C-4', 'C-5', 'C-7', 'C-8', 'C-9', 'C-10', 'C-11', 'C-12', 'C-13', 'C-14', 'C-15'];

/**
 * Sent by the host for the offender (`host-submit-intent` / API `host.sanction`), by day (the host
 * judges the thread by day; a night sanction waits for the morning). Never from a player.
 */
export const sanction = defineAbility({
  id: 'sanction',
  phase: 'day',
  // Never offered to the player, refused from him (`host-only`): the host sends it for him.
  hostOnly: true,
  targets: { count: 0 },
  options: [
    { name: 'kind', values: SANCTION_KINDS, required: true },
    { name: 'rule', values: CONDUCT_RULES, required: true },
    { name: 'block', values: BLOCKED_ROLES },
  ],
});

export const SANCTIONS_KEY = 'sanctions';
const LOST_VOTES = 'lost-votes';
/** S-6: the players whose vote is disabled until the end of the game. */
const VOTES_DISABLED = 'votes-disabled';
/** S-2: "deprive the player of his vote for the next two votes". */
const VOTES_LOST = 2;
/** The votes S-2 counts (reading AMB-C-0b ★): each day's vote, not its revotes. */
const COUNTED_VOTES = ['election', 'lynch', 'hunt', 'additional-lynch'];

export interface SanctionRecord {
  seat: string;
  kind: string;
  rule: string;
  day: number;
}

export const sanctions = (state: GameState): SanctionRecord[] => (read<Json>(state, SANCTIONS_KEY) as SanctionRecord[] | null) ?? [];

/** When the host's sanction is recorded: announced (`conduct.sanction {seat, kind, rule}`), listed, applied. */
export function applySanction(ctx: HookContext, intent: Intent): void {
  if (intent.ability !== 'sanction' || intent.byHost !== true) return;
  const kind = String(intent.options?.['kind']);
  const rule = String(intent.options?.['rule']);
  const record: SanctionRecord = { seat: intent.actor, kind, rule, day: ctx.state.clock.phase.number };
  writePublic(ctx, SANCTIONS_KEY, [...sanctions(ctx.state), record] as unknown as Json);
  ctx.notify(toPublic, `conduct.sanction-${kind}`, { seat: intent.actor, rule });
  if (kind === 'lost-vote') {
    const lost = (read<Json>(ctx.state, LOST_VOTES) as Record<string, number> | null) ?? {};
    write(ctx, LOST_VOTES, { ...lost, [intent.actor]: (lost[intent.actor] ?? 0) + VOTES_LOST });
  }
  if (kind === 'role-block') blockRoles(ctx, intent.actor, String(intent.options?.['block'] ?? 'all'));
  if (kind === 'disable') disableForGood(ctx, intent.actor, String(intent.options?.['block'] ?? 'all'));
  if (kind === 'mandatory-victim') markMandatoryVictim(ctx, intent.actor);
  // S-5, S-6, C-9, C-11 (reading): the removal is the host's removal from the game (a mod kill).
  if (kind === 'removal') ctx.eliminate(intent.actor, `modkill:conduct-${rule}`);
}

/**
 * S-2 when a counted vote opens (reading AMB-C-0b ★): the player keeps his ballot but it weighs 0,
 * as the mason's (he is still a voter, so no autovote is forced on his absence's account).
 */
export function withdrawLostVotes(ctx: HookContext): void {
  zeroDisabledVotes(ctx);
  const poll = ctx.state.polls.find((p) => p.status === 'open' && COUNTED_VOTES.includes(p.spec.id)) as PollState | undefined;
  const lost = (read<Json>(ctx.state, LOST_VOTES) as Record<string, number> | null) ?? {};
  if (!poll || Object.keys(lost).length === 0) return;
  const voters = new Set(poll.spec.voters.map((v) => v.seat));
  const affected = Object.keys(lost).filter((seat) => (lost[seat] ?? 0) > 0 && voters.has(seat));
  if (affected.length === 0) return;
  ctx.emit({ type: 'poll-voters-updated', poll: poll.spec.id, voters: poll.spec.voters.map((v) => (affected.includes(v.seat) ? { ...v, weight: 0 } : v)) });
  write(ctx, LOST_VOTES, Object.fromEntries(Object.entries(lost).map(([seat, n]) => [seat, affected.includes(seat) ? n - 1 : n])));
}

/**
 * S-1 (reading AMB-S-1 ★, README): "two days" (двое суток) are the rest of the sanction's day, its
 * night, the next day and its night: the hacker's statuses (`role-blocked` for the civilian role,
 * `negative-blocked` for the black one; MOV-7, MOV-8: the moves are accepted and fail) expire when
 * the next night ends.
 */
function blockRoles(ctx: HookContext, seat: string, which: string): void {
  const expires = { kind: 'night' as const, number: ctx.state.clock.phase.number + 1 };
  for (const id of blockedStatuses(which)) ctx.emit({ type: 'status-added', seat, status: { id, source: 'sanction', expires } });
}

const blockedStatuses = (which: string): string[] => (which === 'civilian' ? [ROLE_BLOCKED] : which === 'negative' ? [NEGATIVE_BLOCKED] : [ROLE_BLOCKED, NEGATIVE_BLOCKED]);

/** S-6: the chosen roles blocked with no end (MOV-7: his moves are accepted and fail), and his vote gone. */
function disableForGood(ctx: HookContext, seat: string, which: string): void {
  for (const id of blockedStatuses(which)) ctx.emit({ type: 'status-added', seat, status: { id, source: 'sanction-S-6' } });
  const disabled = (read<Json>(ctx.state, VOTES_DISABLED) as string[] | null) ?? [];
  write(ctx, VOTES_DISABLED, [...new Set([...disabled, seat])] as unknown as Json);
  zeroDisabledVotes(ctx);
}

/**
 * S-6 "his vote until the end of the game": at every vote that opens (revotes included, unlike
 * S-2's count) his ballot weighs 0, as the mason's; the hunt's approval is no vote (WH-C3).
 */
function zeroDisabledVotes(ctx: HookContext): void {
  const disabled = new Set((read<Json>(ctx.state, VOTES_DISABLED) as string[] | null) ?? []);
  if (disabled.size === 0) return;
  for (const poll of ctx.state.polls.filter((p) => p.status === 'open' && p.spec.id !== 'hunt-approval')) {
    if (!poll.spec.voters.some((v) => disabled.has(v.seat) && v.weight !== 0)) continue;
    ctx.emit({ type: 'poll-voters-updated', poll: poll.spec.id, voters: poll.spec.voters.map((v) => (disabled.has(v.seat) ? { ...v, weight: 0 } : v)) });
  }
}
