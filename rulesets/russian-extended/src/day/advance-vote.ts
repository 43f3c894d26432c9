// Advance (early) votes (part 4 §5.3 V-3, V-4; §5.2 "Advance PM votes").
import type { GameState, HookContext, PollState } from '@mafia/kernel';
import { toHost } from '@mafia/kernel';
import { defineAbility } from '@mafia/ruleset-kit';

/**
 * V-4: a player who expects to be late sends his vote to the host in advance, by PM: the move
 * `advance-vote` before the vote starts (day · `discussion`), one player or none (an empty list
 * withdraws it). It is seen by its author and the host only.
 */
export const advanceVote = defineAbility({ id: 'advance-vote', phase: 'day', steps: ['discussion'], targets: { count: 1, min: 0, self: 'allowed' } });

/** The polls an advance vote is cast in: the day's first vote (the election's first round, or the lynch). */
const FIRST_VOTES = ['election', 'lynch'];

/** The last advance vote each player sent today (an empty one withdraws it). */
export function advanceVotes(state: GameState): Map<string, string> {
  const votes = new Map<string, string>();
  for (const intent of state.intents.filter((i) => i.ability === 'advance-vote' && i.step === 'discussion')) {
    const target = intent.targets[0];
    if (target === undefined) votes.delete(intent.actor);
    else votes.set(intent.actor, target);
  }
  return votes;
}

/**
 * V-4 when the day's first vote closes, before the autovotes (D-2c): "if he arrives before the
 * moderator posts that vote, he votes himself", so an advance vote is cast only for a voter with no
 * ballot of his own. V-3: a ballot before the vote was announced does not count; the kernel has no
 * poll before it opens, so only this PM reaches the vote. The advance ballots come after every
 * ballot cast in the thread, so no "first vote" tie-break (HE-3, E-5, WH-P5b: all in later polls)
 * can read them. Returns the voters whose advance vote was cast.
 */
export function castAdvanceVotes(ctx: HookContext, poll: PollState): string[] {
  if (!FIRST_VOTES.includes(poll.spec.id)) return [];
  const cast: string[] = [];
  const options = new Set(poll.spec.options.map((o) => o.id));
  for (const [voter, target] of advanceVotes(ctx.state)) {
    if (!poll.spec.voters.some((v) => v.seat === voter) || poll.ballots.some((b) => b.voter === voter)) continue;
    const excluded = (poll.spec.excluded?.options ?? []).includes(target) || !options.has(target);
    // V-5a: no self-vote at the election; an invalid election ballot is an abstention (AMB-E-3).
    if (poll.spec.id === 'election' && (excluded || target === voter)) continue;
    // V-6c: at the lynch a vote for someone nobody may vote against, or for no active player, is an autovote.
    ctx.emit({ type: 'ballot-cast', poll: poll.spec.id, ballot: { voter, slot: 'main', targets: [excluded ? voter : target] }, at: ctx.now });
    ctx.notify(toHost, 'day.advance-vote-cast', { voter, target });
    cast.push(voter);
  }
  return cast;
}
