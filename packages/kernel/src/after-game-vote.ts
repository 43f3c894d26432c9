import type { Draft } from './draft';
import type { SeatId } from './ids';
import type { Rejection } from './rejection';
import type { GameState } from './state';

/**
 * A vote held after the result (russian-extended part 4 §8.6, BP-0: "after the end of every game,
 * voting for the best players begins"). The ruleset declares it and owns the count; the kernel
 * takes the ballots once the game is over (every other command is refused `game-over`), keeps them
 * in the state and the log like any other fact, and closes the vote when everyone has voted or the
 * host says so. Ballots are public: on a forum they are posts in green font (BP-1a).
 */
export interface AfterGameVoteSpec {
  /** What the vote is: the client's texts are keyed by it (`afterGameVote.<id>.*`). */
  id: string;
  /** Pure: who passes, from every ballot given (a ruleset's rules: pass mark, ties, refusals). */
  count(input: AfterGameVoteInput): AfterGameVoteResult;
  /**
   * The host may close with a lower pass mark than the ruleset's own (BP-4c): the highest one the
   * ruleset accepts; absent, a close with a pass mark is refused.
   */
  maxPassMark?: PassMark;
}

/** The host's name among the voters: the host holds no seat but votes too (BP-1a). */
export const AFTER_GAME_HOST = 'host';

export interface PassMark {
  num: number;
  den: number;
}

export interface AfterGameBallot {
  /** A seat, or `AFTER_GAME_HOST`. */
  voter: string;
  /** The seats named so far; empty is a refusal, which still counts as having voted (BP-1c). */
  names: SeatId[];
}

export interface AfterGameVoteInput {
  /** Every seat of the game, the dead and the removed included. */
  participants: SeatId[];
  host: string;
  ballots: AfterGameBallot[];
  passMark?: PassMark;
  vetoed?: SeatId[];
}

export interface AfterGameVoteResult {
  /** How many voted (refusals included): the pass mark's denominator. */
  voters: number;
  votes: Record<SeatId, number>;
  best: SeatId[];
}

export interface AfterGameVoteState {
  id: string;
  /** One per voter, in the order they first voted. */
  ballots: AfterGameBallot[];
  /** Set once, when the vote ends; nothing is accepted after it. */
  closed: (AfterGameVoteResult & { passMark?: PassMark; vetoed?: SeatId[] }) | null;
}

/** The state's vote, or an empty one if the game is over and nobody has voted yet. */
export function afterGameVoteOf(state: GameState, spec: AfterGameVoteSpec | undefined): AfterGameVoteState | null {
  if (!spec || !state.result) return null;
  return state.afterGame ?? { id: spec.id, ballots: [], closed: null };
}

function openVote(draft: Draft): AfterGameVoteState | Rejection {
  const spec = draft.rules.afterGameVote;
  if (!spec) return { code: 'no-after-game-vote' };
  if (!draft.state.result) return { code: 'game-not-over' };
  const vote = afterGameVoteOf(draft.state, spec);
  if (!vote || vote.closed) return { code: 'after-game-vote-closed' };
  return vote;
}

const isRejection = (value: AfterGameVoteState | Rejection): value is Rejection => 'code' in value;

/**
 * A voter's ballot: the names are added to what he gave before; none is ever taken back (BP-2).
 * Names are seats of the game; whether a name counts (oneself: a refusal, BP-1d) is the count's.
 * When every seat and the host have voted, the vote ends (BP-6).
 */
export function castAfterGameBallot(draft: Draft, voter: string, names: readonly SeatId[]): Rejection | null {
  const vote = openVote(draft);
  if (isRejection(vote)) return vote;
  const seats = new Set(draft.state.seats.map((s) => s.id));
  for (const name of names) if (!seats.has(name)) return { code: 'unknown-seat', params: { seat: name } };
  if (new Set(names).size !== names.length) return { code: 'duplicate-target' };
  draft.emit({ type: 'after-game-ballot', id: vote.id, voter, names: [...names], at: draft.now });
  const after = draft.state.afterGame;
  if (after && after.ballots.length === draft.state.seats.length + 1) closeWith(draft, after, {});
  return null;
}

/**
 * The host ends the vote (BP-6: "or at the moderator's discretion"), optionally with a lower pass
 * mark (BP-4c) and with players he declines to count (BP-7).
 */
export function closeAfterGameVote(draft: Draft, options: { passMark?: PassMark; vetoed?: readonly SeatId[] }): Rejection | null {
  const vote = openVote(draft);
  if (isRejection(vote)) return vote;
  const spec = draft.rules.afterGameVote;
  const { passMark, vetoed } = options;
  if (passMark) {
    const max = spec?.maxPassMark;
    const valid = Number.isSafeInteger(passMark.num) && Number.isSafeInteger(passMark.den) && passMark.num > 0 && passMark.den > 0;
    if (!valid || !max || passMark.num * max.den > max.num * passMark.den) return { code: 'invalid-pass-mark' };
  }
  const seats = new Set(draft.state.seats.map((s) => s.id));
  for (const name of vetoed ?? []) if (!seats.has(name)) return { code: 'unknown-seat', params: { seat: name } };
  closeWith(draft, vote, { ...(passMark ? { passMark } : {}), ...(vetoed && vetoed.length > 0 ? { vetoed: [...new Set(vetoed)] } : {}) });
  return null;
}

function closeWith(draft: Draft, vote: AfterGameVoteState, options: { passMark?: PassMark; vetoed?: SeatId[] }): void {
  const spec = draft.rules.afterGameVote;
  if (!spec) return;
  const result = spec.count({
    participants: draft.state.seats.map((s) => s.id),
    host: AFTER_GAME_HOST,
    ballots: vote.ballots,
    ...options,
  });
  draft.emit({ type: 'after-game-vote-closed', id: vote.id, result: { ...result, ...options }, at: draft.now });
}

/** The fold of a ballot: names join the voter's earlier ones (BP-2), a new voter is appended. */
export function withAfterGameBallot(state: GameState, id: string, voter: string, names: readonly SeatId[]): GameState {
  const vote = state.afterGame ?? { id, ballots: [], closed: null };
  const index = vote.ballots.findIndex((b) => b.voter === voter);
  const ballots =
    index < 0
      ? [...vote.ballots, { voter, names: [...names] }]
      : vote.ballots.map((b, i) => (i === index ? { voter, names: [...b.names, ...names.filter((n) => !b.names.includes(n))] } : b));
  return { ...state, afterGame: { ...vote, ballots } };
}
