import { toSeat, type HookContext, type PollState } from '@mafia/kernel';
import { SLOT } from '../ids';
import { isLiving } from '../seats';

export const COURT_SECRETARY = 'court-secretary';

/**
 * Seed 002, Court Secretary: "told 25% (rounded down) of the total players' specific votes after
 * voting has taken place ... Each Court Secretary will have their 25% chosen independently."
 * Interpretation: 25% of the family and individual ballots cast, drawn with the game's RNG.
 */
export function tellSecretaries(ctx: HookContext, poll: PollState): void {
  const ballots = poll.ballots
    .filter((b) => b.slot === SLOT.family || b.slot === SLOT.individual)
    .map((b) => ({ voter: b.voter, poll: b.slot, target: b.targets[0] ?? '' }));
  const count = Math.floor(ballots.length / 4);
  for (const secretary of ctx.state.seats.filter((s) => isLiving(s) && s.role === COURT_SECRETARY)) {
    const sample = ctx.rng.shuffle(ballots).slice(0, count);
    ctx.notify(toSeat(secretary.id), 'results.ballots', { count }, { kind: 'ballots', ballots: sample });
  }
}
