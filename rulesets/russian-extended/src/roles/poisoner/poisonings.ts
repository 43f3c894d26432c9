// The poisoner's record (part 2 §4.5, contract §7): who he poisoned, when, and what came of it.
// Host-only ruleset data; the `poisoned` status on the victim is what the night's clock reads.
import type { GameState, HookContext, Json, Seat } from '@mafia/kernel';
import { read, write } from '../../data';
import { BLACK, GREY, negativeOf, seatOf } from '../../model';

/** Contract §3: dies at the poisoner's next move unless antidote or heal (poisoner r.2). */
export const POISONED = 'poisoned';
export const POISONINGS = 'poisonings';

export interface Poisoning {
  poisoner: string;
  victim: string;
  /** The night of the poisoning; the death comes on the next night (r.2, T.13). */
  night: number;
  /** How it ended: not yet (`pending`), the antidote (r.2, r.6), a heal on the death night (r.2), death, or spared as the second of two (r.10). */
  outcome: 'pending' | 'antidote' | 'healed' | 'died' | 'spared';
  /** r.7: the victim died of the poison and was neither black nor the Faceless. */
  realised?: boolean;
  /** r.8: made with an additional poisoning (outside r.5, r.7 and r.10's pair). */
  additional?: boolean;
}

export const poisoningsOf = (state: GameState): Poisoning[] => read<Poisoning[] & Json>(state, POISONINGS) ?? [];

export function writePoisonings(ctx: HookContext, list: Poisoning[]): void {
  write(ctx, POISONINGS, list as unknown as Json);
}

export const isPoisoner = (seat: Seat): boolean => seat.faction === BLACK && negativeOf(seat) === 'poisoner';

/** r.5 (reading Poisoner A2): the poisoning still waiting for its night, if any. */
export const pendingOf = (state: GameState, poisoner: string): Poisoning | undefined =>
  poisoningsOf(state).find((p) => p.poisoner === poisoner && p.outcome === 'pending' && p.additional !== true && seatOf(state, p.victim).alive);

/** r.7: a realised poisoning ends the poisoner's poisoning (reading Poisoner A1). */
export const realisedBy = (state: GameState, poisoner: string): boolean =>
  poisoningsOf(state).some((p) => p.poisoner === poisoner && p.realised === true && p.additional !== true);

/** r.7: black or the Faceless: the poisoning is not realised. */
export const realises = (victim: Seat): boolean => victim.faction !== BLACK && victim.faction !== GREY;
