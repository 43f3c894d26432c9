// The Drug dealer at the vote (part 2 §3.17 r.5–r.9, r.11; contract §9 note 4 "Drug dealer A1, A3, A6, A7").
import type { HookContext } from '@mafia/kernel';
import { bankOf, drugBarriers, setBank } from './bank';
import { DRUG_DEALER } from '.';

/** The votes a living dealer bought today (his last `buy-votes` of the day's discussion counts). */
function boughtToday(ctx: HookContext, seat: string): number {
  const day = ctx.state.clock.phase.number;
  const move = [...ctx.state.intents].reverse().find((i) => i.ability === 'buy-votes' && i.actor === seat && i.phase.kind === 'day' && i.phase.number === day);
  return move ? Math.min(Number(move.options?.['votes']), bankOf(ctx.state, seat)) : 0;
}

/**
 * At the close of the lynch, after every other weight (the judge's, the phantom's, the witness's):
 * - r.5–r.7, A6: a dealer's ballot weighs 1 + the votes he bought (r.7: none bought, only his own);
 *   they leave his bank, except those a drug barrier cuts off (A1: his ballot on a drugged player
 *   counts 1, BAR-1), and, when he is drugged himself, those r.11 cuts off (reading A5): they go back;
 * - r.11: any drugged voter whose ballot would weigh more than 1 weighs 1 (judge r.11 included).
 * RED-1 then caps a red dealer's boost like any red boost (the corrections run after the weights).
 */
export function applyDrugAtVote(ctx: HookContext, pollId: string, buying: boolean): void {
  const poll = ctx.state.polls.find((p) => p.spec.id === pollId);
  if (!poll) return;
  const drugged = drugBarriers(ctx.state);
  let changed = false;
  const voters = poll.spec.voters.map((v) => {
    let weight = v.weight ?? 1;
    const seat = ctx.state.seats.find((s) => s.id === v.seat);
    // necromancer r.12: a Necromancer buys through his undead dealer, from his own bank (from zero).
    if (buying && seat?.alive && (seat.role === DRUG_DEALER || seat.role === 'necromancer')) {
      const bought = boughtToday(ctx, seat.id);
      if (bought > 0) {
        const aim = poll.ballots.find((b) => b.voter === seat.id)?.targets ?? [];
        const cutOff = aim.some((t) => drugged[t] !== undefined) || drugged[seat.id] !== undefined;
        if (!cutOff) {
          weight += bought;
          setBank(ctx, seat.id, bankOf(ctx.state, seat.id) - bought);
        }
      }
    }
    if (drugged[v.seat] !== undefined && weight > 1) weight = 1;
    if (weight === (v.weight ?? 1)) return v;
    changed = true;
    return { ...v, weight };
  });
  if (changed) ctx.emit({ type: 'poll-voters-updated', poll: pollId, voters });
}
