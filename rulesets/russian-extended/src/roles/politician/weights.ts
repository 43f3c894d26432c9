import type { GameState, HookContext, PollState, Voter } from '@mafia/kernel';
import { toSeat } from '@mafia/kernel';
import { KEYS, mayorOf, read, secretaryOf } from '../../data';
import { living, RED, seatOf } from '../../model';
import { hasStatus, ROLE_BLOCKED } from '../hacker/blocks';
import { influence, influenceKey } from '.';

/** The single target of a voter's ballot in a day vote, if he voted. */
const targetOf = (poll: PollState, seat: string): string | undefined => poll.ballots.find((b) => b.voter === seat)?.targets[0];

/**
 * The politician's weights at the close of a lynch or a revote, before the corrections cap them
 * (RED-1 caps red boosts):
 * - POL-4b: each supporter who votes with him gets +1; POL-4c: he gets +1 per pair of them.
 *   Interpretation (AMB-POL-1 ★): pairs of supporters who actually voted with him, ⌊k/2⌋.
 * - POL-3: the mayor voting with him gets the bonus from his personal support. Interpretation
 *   (AMB-POL-2 ★): the politician's own bonus, ⌊k/2⌋; POL-10: a politician who is mayor holds
 *   ⌊L/2⌋ himself, passively.
 * - POL-2: while the mayor holds the post and does not vote against him, every other vote against
 *   him weighs 0 (interpretation AMB-POL-9: the mayor's own vote keeps its weight).
 * Returns null when nothing changes.
 */
export function politicianVoters(state: GameState, poll: PollState): Voter[] | null {
  const mayor = mayorOf(state);
  const politicians = living(state).filter((s) => s.role === 'politician');
  if (politicians.length === 0) return null;
  const weight = new Map(poll.spec.voters.map((v) => [v.seat, v.weight ?? 1]));
  const add = (seat: string, delta: number) => weight.has(seat) && weight.set(seat, (weight.get(seat) ?? 1) + delta);
  for (const pol of politicians) {
    const aim = targetOf(poll, pol.id);
    if (mayor === pol.id) {
      add(pol.id, Math.floor(influence(state, pol.id) / 2));
    } else if (aim !== undefined) {
      // MOV-7, HAC-2: a blocked politician's support is accepted and does nothing.
      const supporters = hasStatus(pol, ROLE_BLOCKED) ? [] : (state.intents.find((i) => i.ability === 'support' && i.actor === pol.id)?.targets ?? []);
      const withHim = supporters.filter((s) => s !== pol.id && targetOf(poll, s) === aim);
      for (const s of withHim) add(s, 1);
      const own = Math.floor(withHim.length / 2);
      add(pol.id, own);
      if (mayor && mayor !== pol.id && targetOf(poll, mayor) === aim) add(mayor, own);
    }
    // POL-11b: the politician-mayor's secretary, when his ordinary vertical went to another player:
    // votes for her weigh 0 unless the mayor himself votes for her.
    const secretary = secretaryOf(state);
    const vertical = read<{ day: number; seat: string | null }>(state, KEYS.vertical);
    const verticalElsewhere = vertical?.day === state.clock.phase.number && vertical.seat !== null && vertical.seat !== secretary;
    if (mayor === pol.id && secretary && verticalElsewhere && targetOf(poll, mayor) !== secretary) {
      for (const b of poll.ballots) if (b.voter !== mayor && b.targets.includes(secretary)) weight.set(b.voter, 0);
    }
    if (mayor && mayor !== pol.id && targetOf(poll, mayor) !== pol.id) {
      for (const b of poll.ballots) if (b.voter !== mayor && b.targets.includes(pol.id)) weight.set(b.voter, 0);
    }
  }
  const voters = poll.spec.voters.map((v) => ({ ...v, weight: weight.get(v.seat) ?? 1 }));
  return voters.some((v, i) => v.weight !== (poll.spec.voters[i]?.weight ?? 1)) ? voters : null;
}

/** Applies POL-2..POL-4 and POL-10 to a closing day vote (a host-only event: weights never reach a view). */
export function applyPoliticianWeights(ctx: HookContext, pollId: string): void {
  const poll = ctx.state.polls.find((p) => p.spec.id === pollId);
  if (!poll) return;
  const voters = politicianVoters(ctx.state, poll);
  if (voters) ctx.emit({ type: 'poll-voters-updated', poll: pollId, voters });
}

/** POL-5b, POL-5c: each lynched player the politician voted against moves his limit (AMB-POL-3). */
export function updateInfluence(ctx: HookContext, lynched: string[], poll: PollState): void {
  for (const pol of living(ctx.state).filter((s) => s.role === 'politician')) {
    const aim = targetOf(poll, pol.id);
    if (aim === undefined || !lynched.includes(aim)) continue;
    const team = seatOf(ctx.state, aim).faction;
    const delta = team === RED ? -1 : team === 'black' ? 1 : 0;
    if (delta === 0) continue;
    ctx.emit({ type: 'ledger-changed', key: influenceKey(pol.id), delta });
    ctx.notify(toSeat(pol.id), 'pm.influence', { limit: influence(ctx.state, pol.id) });
  }
}
