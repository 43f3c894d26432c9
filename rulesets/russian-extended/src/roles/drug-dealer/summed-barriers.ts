// Drug dealer r.9 (part 2 §3.17, l.34): "if a player has his own barrier and also a drug barrier, the
// dealer's votes are counted in the standard way against the sum of the two barriers" (everyone
// else's against the larger, BAR-2). Reading Drug dealer A2 (README).
import type { GameState, PollAdjustment } from '@mafia/kernel';
import type { Barrier } from '../../corrections/caps';
import { BLACK, GREY, living, RED } from '../../model';
import { DRUG_DEALER } from '.';

/**
 * For each living dealer and each player holding his own barrier and a drug barrier: the dealer's
 * ballot into that player is exempt from the barriers as built, and meets a barrier of the sum on
 * its own (the kernel's `only`), black ballots first (BAR-5), void as the player's own is (BAR-4).
 */
export function withSummedBarriers(state: GameState, adjustments: PollAdjustment[], own: readonly Barrier[], drug: Readonly<Record<string, number>>): PollAdjustment[] {
  const dealers = living(state).filter((s) => s.role === DRUG_DEALER).map((s) => s.id);
  const doubled = own.filter((b) => drug[b.seat] !== undefined);
  if (dealers.length === 0 || doubled.length === 0) return adjustments;
  const pairs = doubled.flatMap((b) => dealers.map((voter) => ({ option: b.seat, voter })));
  const exempted = adjustments.map((a): PollAdjustment => {
    if (a.kind !== 'barrier' || a.only !== undefined) return a;
    const mine = pairs.filter((p) => a.barriers.some((b) => b.option === p.option));
    return mine.length === 0 ? a : { ...a, exempt: [...(a.exempt ?? []), ...mine] };
  });
  const summed = doubled.map((b): PollAdjustment => {
    const value = Math.max(...own.filter((o) => o.seat === b.seat).map((o) => o.value)) + (drug[b.seat] ?? 0);
    const voidable = b.team === BLACK || b.team === GREY;
    return {
      kind: 'barrier',
      barriers: [{ option: b.seat, value }],
      firstGroups: [BLACK],
      only: dealers.map((voter) => ({ option: b.seat, voter })),
      ...(voidable ? { voidedByAllOf: RED } : {}),
    };
  });
  // Barriers come before the caps (BAR-5): after the last barrier adjustment.
  const last = exempted.reduce((at, a, i) => (a.kind === 'barrier' ? i : at), -1);
  return [...exempted.slice(0, last + 1), ...summed, ...exempted.slice(last + 1)];
}
