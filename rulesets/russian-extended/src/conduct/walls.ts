// C-4 (part 4 §4.2, L136): "a player who does not write at least one wall per day giving his
// opinion of the players is not admitted to the vote"; posted after 21:00 (the vote's start), "the
// vote of the player who was inactive all day is counted against himself at the start of the vote:
// a forced autovote". The platform's reading of the rule's own suggestion: a player tags his thread
// post as his `wall` (the tag replaces the PM link to the host); a wall in the last 15 minutes before
// the vote is flagged `late-wall`; the host refuses a late or plagiarised wall with the sanction
// `wall-refused` (rule C-4). The requirement is the host's setting `wallRequired` (reading AMB-C-4-P
// ★, README: off by default, the host who reads walls himself leaves it off).
import type { GameState, HookContext, Json, PollState, Seat } from '@mafia/kernel';
import { toPublic } from '@mafia/kernel';
import { read, write } from '../data';
import { living } from '../model';
import { masterOf } from '../roles/elite';
import { AUTOVOTE_POLLS, castAutovote } from '../day/lynch';
import { sanctions } from './sanctions';

export const WALL = 'wall';
export const LATE_WALL = 'late-wall';
/** The status of a player not admitted to the day's votes (public: the rule's consequence is public). */
export const NOT_ADMITTED = 'not-admitted';
/** C-4: "the moderator may refuse to count a wall written in the last 15 minutes before the vote starts". */
export const LATE_WALL_WINDOW = 15 * 60_000;
/** The day's first vote step decides admission (C-4 "at 21:00"): the election, the hunt's approval or the hunt, the lynch. */
const VOTE_STARTS = ['election', 'hunt-approval', 'hunt', 'lynch'];
const ADMITTED_DAY = 'walls-checked-day';

export const wallRequired = (state: GameState): boolean => state.settings['wallRequired'] === true;

/** The kernel's `postTags`: a living player may mark a thread post of the day's discussion as his wall. */
export function wallTags(state: GameState, seat: Seat, channel: string): readonly string[] {
  if (!wallRequired(state) || channel !== 'thread' || !seat.alive || seat.removed) return [];
  return state.clock.phase.kind === 'day' && state.clock.step === 'discussion' ? [WALL] : [];
}

/** C-4's warning: a wall in the last 15 minutes before the vote (the discussion's deadline) is `late-wall`. */
export function lateWallFlags(state: GameState, tags: readonly string[], now: number): string[] {
  const deadline = state.clock.deadline;
  return tags.includes(WALL) && deadline !== null && deadline - now <= LATE_WALL_WINDOW ? [LATE_WALL] : [];
}

/**
 * Whose walls count for a seat (SV-3c: "a master's and his servant's walls are interchangeable"):
 * the seat, his servant, his master.
 */
function wallWriters(state: GameState, seat: Seat): Set<string> {
  const writers = new Set([seat.id]);
  const master = masterOf(seat);
  if (master !== null) writers.add(master);
  for (const servant of state.seats.filter((s) => masterOf(s) === seat.id)) writers.add(servant.id);
  return writers;
}

/** A wall of today counts unless the host refused that writer's walls today (`wall-refused`, C-4). */
export function hasWall(state: GameState, seat: Seat): boolean {
  const day = state.clock.phase.number;
  const refused = new Set(sanctions(state).filter((s) => s.kind === 'wall-refused' && s.day === day).map((s) => s.seat));
  const writers = wallWriters(state, seat);
  return state.posts.some((p) => p.channel === 'thread' && p.phase.kind === 'day' && p.phase.number === day && p.seat !== null && writers.has(p.seat) && !refused.has(p.seat) && p.flags.includes(WALL));
}

/**
 * At the day's first vote (C-4 "at 21:00"): each living player without a wall is not admitted to the
 * day's votes (status `not-admitted` until the day ends; notice `conduct.not-admitted`). Reading
 * AMB-C-4a ★: day 1 too (the election: not admitted, no autovote, D-4). Reading AMB-C-4c ★: a dead
 * phantom voter writes no wall (he may not post), so nothing is asked of him.
 */
export function admitToVotes(ctx: HookContext): void {
  const { phase, step } = ctx.state.clock;
  if (!wallRequired(ctx.state) || phase.kind !== 'day' || !VOTE_STARTS.includes(step)) return;
  if (read<Json>(ctx.state, ADMITTED_DAY) === phase.number) return;
  write(ctx, ADMITTED_DAY, phase.number);
  const expires = { kind: 'day' as const, number: phase.number };
  for (const seat of living(ctx.state).filter((s) => !hasWall(ctx.state, s))) {
    ctx.emit({ type: 'status-added', seat: seat.id, status: { id: NOT_ADMITTED, source: 'conduct-C-4', expires } });
    ctx.notify(toPublic, 'conduct.not-admitted', { seat: seat.id });
  }
}

/**
 * C-4: at the start of a normal lynch vote (and of the additional vote, a normal lynch vote, AV-2),
 * a player not admitted gets the forced autovote at once; his status keeps him from voting.
 */
export function castNotAdmittedAutovotes(ctx: HookContext): void {
  const poll = ctx.state.polls.find((p) => p.status === 'open' && AUTOVOTE_POLLS.includes(p.spec.id)) as PollState | undefined;
  if (!poll || !wallRequired(ctx.state)) return;
  for (const voter of poll.spec.voters) {
    const seat = ctx.state.seats.find((s) => s.id === voter.seat);
    if (!seat?.alive || !seat.statuses.some((s) => s.id === NOT_ADMITTED)) continue;
    if (poll.ballots.some((b) => b.voter === voter.seat)) continue;
    castAutovote(ctx, poll.spec.id, voter.seat);
  }
}
