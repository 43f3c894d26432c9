import { matchPlayerName, normalizeName, parsePostVotes, type ForumPlayer } from '@mafia/forum';
import type { ForumPostRecord } from '@mafia/db';
import type { GameState, PhaseRef, Rejection } from '@mafia/kernel';
import type { ApiServices } from '../context';
import { voteCommand, voteNames } from '../post-votes';
import { alreadyApplied, isProgress, type ForumPostProgress } from './journal';
import { forumPlayersOf, type ForumSetup } from './setup';

/** One vote-like fragment of an imported post and what became of it. */
export type ForumVoteOutcome =
  | { text: string; counted: true; kind: 'vote' | 'unvote'; target?: string }
  | { text: string; counted: false; reason: string }
  | { text: string; counted: false; rejection: Rejection };

/**
 * What applying an imported post did (stored on its row). `status`:
 * - `counted`: a post of the game's current day by a living player; its votes went through the vote kernel
 *   (a post with votes waits, unmarked, while no vote of the author is open: see `applyPendingPosts`);
 * - `no-votes`: read in its phase, but the phase takes no votes (a night; a day without an open poll);
 * - `late`: its phase was already over in the game when it was imported (never counted; the host sees it);
 * - `not-voting`: by a host, a non-player, or a player not alive at the time (flagged by the report);
 * - `outside-phase`: posted before the timeline's first phase.
 */
export interface ForumPostOutcome {
  status: 'counted' | 'no-votes' | 'late' | 'not-voting' | 'outside-phase';
  phase: PhaseRef | null;
  seat: string | null;
  votes: ForumVoteOutcome[];
}

type Place = { kind: 'before' } | { kind: 'phase'; index: number } | { kind: 'after' };

function placeOf(setup: ForumSetup, at: number): Place {
  const phases = setup.phases;
  const first = phases[0];
  if (first === undefined || at < Date.parse(first.startsAt)) return first === undefined ? { kind: 'after' } : { kind: 'before' };
  for (const [index, phase] of phases.entries()) {
    if (at >= Date.parse(phase.startsAt) && at < Date.parse(phase.endsAt)) return { kind: 'phase', index };
  }
  const last = phases[phases.length - 1];
  // A gap between two phases is the later phase's lead-in: the host has not opened it yet.
  if (last !== undefined && at >= Date.parse(last.endsAt)) return { kind: 'after' };
  const next = phases.findIndex((phase) => at < Date.parse(phase.startsAt));
  return { kind: 'phase', index: Math.max(0, next - 1) };
}

/** The seat of a post's author: the forum name or one of the host's aliases, never a guess. */
export function authorSeat(author: string, players: readonly ForumPlayer[], hosts: readonly string[]): string | null | 'host' {
  if (hosts.some((host) => normalizeName(host) === normalizeName(author))) return 'host';
  const match = matchPlayerName(author, players);
  return match.ok ? match.player : null;
}

/**
 * Applies the imported posts that wait for the game's current phase (issue #23), in thread order:
 * a day post by a living player has its bold votes (seed 001 rule 6, `@mafia/forum`'s
 * `parsePostVotes`, the host's aliases) sent one by one as `cast-ballot` / `withdraw-ballot`
 * commands, so majority, locks and weights are the vote kernel's, exactly as in a native game.
 * Each command is durable before the next, and before each the post's row journals how far it got
 * (journal.ts), so a crash between a ballot and the mark resumes without casting it twice; the
 * post is then marked applied with its outcome.
 * Posts of a phase the game has not reached stay pending for the next import or `forum.advance`.
 */
export async function applyPendingPosts(services: ApiServices, gameId: string, setup: ForumSetup, posts: readonly ForumPostRecord[]): Promise<number> {
  let applied = 0;
  for (const post of posts) {
    // A journal (`status: 'applying'`) is a post a crash interrupted: it resumes where it stopped.
    if (post.outcome !== null && !isProgress(post.outcome)) continue;
    const state = await services.rooms.state(gameId);
    if (state.result) break;
    const place = placeOf(setup, post.postedAt);
    if (place.kind === 'after') continue;
    if (place.kind === 'before') {
      await services.forum.markApplied(gameId, post.forumPostId, { status: 'outside-phase', phase: null, seat: null, votes: [] } satisfies ForumPostOutcome);
      applied += 1;
      continue;
    }
    const phase = setup.phases[place.index];
    if (!phase) continue;
    const current = setup.phases.findIndex((p) => p.kind === state.clock.phase.kind && p.number === state.clock.phase.number);
    // The game's phase is not in the timeline yet: wait for the host to add it.
    if (current < 0 || place.index > current) continue;
    const ref: PhaseRef = { kind: phase.kind, number: phase.number };
    const players = forumPlayersOf(setup, state);
    const author = authorSeat(post.author, players, setup.hosts);
    const seat = author === 'host' ? null : author;
    const outcome = await outcomeOf(services, gameId, state, post, { ref, late: place.index < current, seat, players, keywords: setup.language === 'ru' ? 'ru' : 'en' });
    // A vote written before the day's vote opened (a day of several steps: discussion, then the
    // lynch) waits for it, and so does everything after it, so votes still land in thread order.
    if (outcome === null) break;
    if (outcome === 'taken') continue;
    if (await services.forum.markApplied(gameId, post.forumPostId, outcome)) applied += 1;
  }
  return applied;
}

async function outcomeOf(
  services: ApiServices,
  gameId: string,
  state: GameState,
  post: ForumPostRecord,
  at: { ref: PhaseRef; late: boolean; seat: string | null; players: ForumPlayer[]; keywords: 'en' | 'ru' },
): Promise<ForumPostOutcome | null | 'taken'> {
  const base = { phase: at.ref, seat: at.seat };
  const resumed = isProgress(post.outcome) ? post.outcome : null;
  if (at.late && !resumed) return { ...base, status: 'late', votes: [] };
  const living = at.seat !== null && state.seats.some((s) => s.id === at.seat && s.alive && s.removed !== true);
  if (at.seat === null || (!living && !resumed)) return { ...base, status: 'not-voting', votes: [] };
  // Seed 001 rule 2: no votes at night; the post is flagged `night-post` by the report.
  if (at.ref.kind !== 'day') return { ...base, status: 'no-votes', votes: [] };
  // A resumed post is read as it was when its votes began (a later edit does not change what was sent).
  const parsed = parsePostVotes(resumed?.body ?? post.body, voteNames(state, at.seat, at.players), { syntax: 'forum', keywords: at.keywords });
  const votes: ForumVoteOutcome[] = resumed ? [...resumed.votes] : parsed.rejections.map((r) => ({ text: r.text, counted: false, reason: r.code }));
  if (!resumed && parsed.commands.length > 0 && !state.polls.some((p) => p.status === 'open' && p.spec.voters.some((v) => v.seat === at.seat))) return null;
  let anyPoll = votes.some((v) => v.counted || ('rejection' in v && v.rejection.code !== 'unknown-poll'));
  for (const [index, vote] of parsed.commands.entries()) {
    if (resumed && index < resumed.done) continue;
    const now = await services.rooms.state(gameId);
    const command = voteCommand(now, at.seat, vote.kind === 'vote' ? { kind: 'vote', target: vote.target } : { kind: 'unvote' });
    if (!command) {
      votes.push({ text: vote.text, counted: false, rejection: { code: 'unknown-poll' } });
      continue;
    }
    anyPoll = true;
    const counted: ForumVoteOutcome = { text: vote.text, counted: true, kind: vote.kind, ...(vote.kind === 'vote' ? { target: vote.target } : {}) };
    // The ballot a crash interrupted reached the game already: it is counted, not sent again.
    if (resumed && index === resumed.done && alreadyApplied(now, resumed, command)) {
      votes.push(counted);
      continue;
    }
    const poll = now.polls.find((p) => p.id === (command.type === 'cast-ballot' || command.type === 'withdraw-ballot' ? command.poll : ''));
    const progress: ForumPostProgress = { status: 'applying', phase: at.ref, seat: at.seat, body: resumed?.body ?? post.body, done: index, votes, next: poll ? { poll: poll.id, history: poll.history.length } : null };
    // Another import applied this post meanwhile: nothing is sent.
    if (!(await services.forum.recordProgress(gameId, post.forumPostId, progress))) return 'taken';
    const result = await services.rooms.dispatch(gameId, command);
    votes.push(result.ok ? counted : { text: vote.text, counted: false, rejection: result.rejection });
  }
  return { ...base, status: anyPoll || parsed.commands.length === 0 ? 'counted' : 'no-votes', votes };
}
