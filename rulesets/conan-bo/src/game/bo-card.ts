// What the client shows the Black Organization about itself (CB-D2, CB-D3, CB-D16, CB-D17,
// CB-D19.2): its members with their ranks and kill turns, the leader, tonight's suitcase holder
// and the pills left. One `state.data` entry with the audience `faction:bo`, so only living BO
// members (and the host) ever receive it (CB-38: the BO's private knowledge).
import { toFaction, type GameState, type HookContext, type Json } from '@mafia/kernel';
import { FACTION } from '../ids';
import { pillStock, suitcaseHolder } from './day';
import { boRankOf, isAvailable, isBo, leaderOf, LEDGER } from './seats';

/** The `state.data` key of the card (added to the README's contract table). */
export const BO_CARD = 'bo';

export interface BoCard {
  /** Every BO seat by rank (CB-D3), dead ones included; `turns` is the rotation count (CB-D14). */
  members: Array<{ seat: string; rank: number; turns: number }>;
  leader: string | null;
  /**
   * Who may be named killer tonight (CB-D13.1 checks 4 and 5): free members in Japan with the
   * fewest kill turns (CB-D14). BO roles never travel, so this tells the BO nothing hidden.
   */
  killers: string[];
  /** Tonight's holder of the Black Suitcase (CB-D17.2); null by day. */
  suitcase: string | null;
  /** APTX4869 pills left in the BO's stock (CB-D19.2: "a ledger counter visible to the BO"). */
  pills: number;
}

export function boCard(state: GameState): BoCard {
  const members = state.seats
    .filter((s) => isBo(s))
    .map((s) => ({ seat: s.id, rank: boRankOf(s.role), turns: state.ledger[LEDGER.turns(s.id)] ?? 0 }))
    .sort((a, b) => a.rank - b.rank);
  const pool = state.seats.filter((s) => isBo(s) && isAvailable(s));
  const turns = (seat: string): number => state.ledger[LEDGER.turns(seat)] ?? 0;
  const fewest = Math.min(...pool.map((s) => turns(s.id)));
  return {
    members,
    killers: pool.filter((s) => turns(s.id) === fewest).sort((a, b) => boRankOf(a.role) - boRankOf(b.role)).map((s) => s.id),
    leader: leaderOf(state)?.id ?? null,
    suitcase: state.clock.phase.kind === 'night' ? (suitcaseHolder(state) ?? null) : null,
    pills: Math.max(0, pillStock(state) - (state.ledger[LEDGER.pillsUsed] ?? 0)),
  };
}

/** Publishes the card when it changed (at each phase's start and after each death). */
export function publishBoCard(ctx: HookContext): void {
  const value = boCard(ctx.state) as unknown as Json;
  const held = ctx.state.data[BO_CARD]?.value;
  if (held !== undefined && JSON.stringify(held) === JSON.stringify(value)) return;
  ctx.emit({ type: 'data-set', key: BO_CARD, value, audience: toFaction(FACTION.bo) });
}
