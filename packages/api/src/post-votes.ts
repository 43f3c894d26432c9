import { parsePostVotes, type ForumPlayer } from '@mafia/forum';
import type { Command, GameState } from '@mafia/kernel';
import { pollChoicesFor } from '@mafia/kernel';

/**
 * Bold votes in posts for any ruleset (issues #21, #23): the forum's reading of a post (seed 001
 * rule 6: bold, written out, not quoted, `@mafia/forum`'s `parsePostVotes`) turned into ballots of
 * the vote kernel. Used by forum imports (forum/apply.ts) and by the in-app thread of a ruleset that
 * has no reader of its own (`threadVotes`: Gorny's).
 */

/** The open poll a seat votes in now. */
export const openPollOf = (state: GameState, seat: string) => state.polls.find((p) => p.status === 'open' && p.spec.voters.some((v) => v.seat === seat));

/**
 * The kernel command of one parsed vote: into the open poll the seat votes in, naming the target's
 * option, in the ballot (slot) that offers it: a ruleset with two ballots on one form (Mafia 1923's
 * family and individual votes, seed 002 Daytime) takes "Vote: Beta" as the family ballot and a
 * fellow member's name as the individual one. An unvote withdraws the seat's latest ballot. Null
 * when the seat has no open poll.
 */
export function voteCommand(state: GameState, seat: string, vote: { kind: 'vote'; target: string } | { kind: 'unvote' }): Command | null {
  const poll = openPollOf(state, seat);
  if (!poll) return null;
  if (vote.kind === 'unvote') {
    const latest = poll.ballots.filter((b) => b.voter === seat).reduce<{ slot: string; seq: number } | null>((last, b) => (last === null || b.seq > last.seq ? b : last), null);
    return { type: 'withdraw-ballot', seat, poll: poll.id, ...(latest ? { slot: latest.slot } : {}) };
  }
  const option = poll.spec.options.find((o) => o.seat === vote.target) ?? poll.spec.options.find((o) => o.id === vote.target);
  const target = option?.id ?? vote.target;
  const slot = pollChoicesFor(poll, seat).find((choice) => choice.choices.includes(target))?.slot;
  return { type: 'cast-ballot', seat, poll: poll.id, ...(slot ? { slot } : {}), targets: [target] };
}

/**
 * The names a vote may give: the players, and the open poll's options that are no seat (a 1923
 * family: "Vote: Beta"), named by their id.
 */
export function voteNames(state: GameState, seat: string | null, players: readonly ForumPlayer[]): ForumPlayer[] {
  const poll = seat === null ? undefined : openPollOf(state, seat);
  const options = (poll?.spec.options ?? []).filter((o) => o.seat === undefined && !players.some((p) => p.id === o.id));
  return [...players, ...options.map((o) => ({ id: o.id, name: o.id }))];
}

/** The game's seats as the players a post may name: their names and the `aliases` attribute. */
export function seatPlayers(state: GameState): ForumPlayer[] {
  return state.seats.map((seat) => {
    const raw = seat.attributes['aliases'];
    const aliases = Array.isArray(raw) ? raw.filter((a): a is string => typeof a === 'string') : [];
    return { id: seat.id, name: seat.name, ...(aliases.length > 0 ? { aliases } : {}) };
  });
}

/**
 * A post of the in-app thread read for votes where the ruleset has no reader of its own: BBCode and
 * Markdown as the thread renders them, and both the English and the Russian written-out words
 * (`Vote: X`, `Голос: X`): a forum game counts the same words by the thread's language. The votes
 * are made commands one by one by the caller (`voteCommand`), against the state each one meets.
 */
export function readThreadVotes(state: GameState, seat: string, body: string) {
  return parsePostVotes(body, voteNames(state, seat, seatPlayers(state)), { syntax: 'thread', keywords: 'ru' });
}
