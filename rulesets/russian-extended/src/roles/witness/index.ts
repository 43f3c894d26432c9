import type { HookContext } from '@mafia/kernel';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { RED } from '../../model';

/**
 * WIT-2, WIT-4: before the vote starts (a late move is refused `wrong-step`, T.2, T.3), one to four
 * players whose words he will testify to; reading WIT A1 ★ (contract §9 note 3): not himself.
 */
export const testify = defineAbility({ id: 'testify', phase: 'day', steps: ['discussion'], targets: { count: 4, min: 1, self: 'forbidden' } });

/** The witness (L31, WIT-1..WIT-4); WIT-1 is flavour ("always tells only the truth"). */
export const witness = defineRole({ id: 'witness', faction: RED, abilities: [testify] });

/**
 * WIT-2, WIT-3 at the close of the lynch and of its revote (contract §9 note 3: not at the hunt):
 * each named player who voted into the witness's target gets +1, the witness +1 per such player
 * (reading WIT A2: "confirmed his words" = voted with him). Weights are host-only
 * (`poll-voters-updated`); the corrections cap red boosts afterwards (RED-1).
 */
export function applyWitnessWeights(ctx: HookContext, pollId: string): void {
  const poll = ctx.state.polls.find((p) => p.spec.id === pollId);
  if (!poll) return;
  const aimOf = (seat: string): string | undefined => poll.ballots.find((b) => b.voter === seat)?.targets[0];
  const weight = new Map(poll.spec.voters.map((v) => [v.seat, v.weight ?? 1]));
  let changed = false;
  for (const wit of ctx.state.seats.filter((s) => s.alive && s.role === 'witness')) {
    const aim = aimOf(wit.id);
    const named = ctx.state.intents.find((i) => i.ability === 'testify' && i.actor === wit.id)?.targets ?? [];
    if (aim === undefined || !weight.has(wit.id)) continue;
    for (const seat of named.filter((s) => weight.has(s) && aimOf(s) === aim)) {
      weight.set(seat, (weight.get(seat) ?? 1) + 1);
      weight.set(wit.id, (weight.get(wit.id) ?? 1) + 1);
      changed = true;
    }
  }
  if (changed) ctx.emit({ type: 'poll-voters-updated', poll: pollId, voters: poll.spec.voters.map((v) => ({ ...v, weight: weight.get(v.seat) ?? 1 })) });
}
