// The kamikaze held by the Faceless (part 3 §2.7, l.74). FK.1: a killer who dies attacking him
// while being one of his cut victims is credited to him, an exception to "night deaths do not
// affect the result" (l.61); reading FA-17: half a win, as a lynched victim (F.34), and the Faceless
// dies with him as any kamikaze (kamikaze r.1; his own outcome a draw, O.2). FK.2 (his deliberate
// suicide, `kamikaze-suicide`) waits for that move (contract §6, N-KZ.4).
import type { HookContext } from '@mafia/kernel';
import { write } from '../../data';
import { GREY, seatOf } from '../../model';
import { activeCuts, tallyOf, TALLY, VICTIM_LYNCHED } from '../faceless/cuts';

/** FK.1: the kamikaze was the Faceless and the killer who died with him one of his victims. */
export function creditKamikazeKill(ctx: HookContext, kamikaze: string, killer: string): void {
  if (seatOf(ctx.state, kamikaze).faction !== GREY) return;
  if (!activeCuts(ctx.state).some((c) => c.victim === killer && c.faceless === kamikaze)) return;
  write(ctx, TALLY, tallyOf(ctx.state) + VICTIM_LYNCHED);
}
