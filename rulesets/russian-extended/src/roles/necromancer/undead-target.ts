// The undead as a killer's target (part 2 §3.25, l.42): r.3 "the dead player can be a target for
// killers", r.4 "a killer who spends a shot on an undead gets an extra move the next night", r.5 "an
// undead killed again cannot be brought back". The killers' `shoot` names him through the kernel's
// `TargetSpec.deadIf` (provider `UNDEAD_TARGET`); `night/kills.ts#attack` records the shot as
// `killed-undead`; the morning lays him to rest here.
import { toPublic, type GameState, type HookContext, type Json } from '@mafia/kernel';
import { read, write } from '../../data';
import { seatOf, type Side } from '../../model';
import type { NightLog } from '../../night/book';
import { NECROMANCER_TOYS, UNDEAD, type Toys } from './toys';
import { revokeUndead } from './undead';

/** The `deadTargets` provider of the killers' shot. */
export const UNDEAD_TARGET = 'undead';

/** r.3: a dead seat marked undead (r.2) may be shot. */
export const isUndeadSeat = (state: GameState, seat: string): boolean => {
  const s = seatOf(state, seat);
  return !s.alive && !s.removed && s.statuses.some((x) => x.id === UNDEAD);
};

export const undeadTargetable = (state: GameState, _shooter: string, target: string): boolean => isUndeadSeat(state, target);

/** r.4 (reading necromancer A-R4): the extra move of the next night, by side, in the ledger. */
export const undeadBonusKey = (side: Side): string => `undead-bonus:${side}`;
export const undeadBonus = (state: GameState, side: Side): number => state.ledger[undeadBonusKey(side)] ?? 0;

/**
 * r.5 in the morning: each undead a killer's shot reached tonight is laid to rest: his status goes
 * (the header mark, r.2, ends with him), his role is his Necromancer's no longer and he is among the
 * toys never raised again; the table is told (`morning.undead-killed`, reading necromancer A-R5).
 */
export function layUndeadToRest(ctx: HookContext, log: NightLog): void {
  const reached = [...new Set(log.shots.filter((s) => s.outcome === 'killed-undead').map((s) => s.target))];
  if (reached.length === 0) return;
  const toys = (read<Json>(ctx.state, NECROMANCER_TOYS) ?? {}) as unknown as Record<string, Toys>;
  const next: Record<string, Toys> = { ...toys };
  for (const seat of reached) {
    for (const [necromancer, held] of Object.entries(toys)) {
      if (!held.cursed.includes(seat)) continue;
      revokeUndead(ctx, necromancer, seat);
      next[necromancer] = { ...held, cursed: held.cursed.filter((s) => s !== seat), lost: [...held.lost, seat] };
    }
    ctx.emit({ type: 'status-removed', seat, status: UNDEAD });
    ctx.notify(toPublic, 'morning.undead-killed', { seat });
  }
  write(ctx, NECROMANCER_TOYS, next as unknown as Json);
}
