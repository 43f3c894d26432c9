// The kamikaze held by the Faceless (part 3 §2.7, l.74). FK.1: a killer who dies attacking him
// while being one of his cut victims is credited to him, an exception to "night deaths do not
// affect the result" (l.61); reading FA-17: half a win, as a lynched victim (F.34), and the Faceless
// dies with him as any kamikaze (kamikaze r.1; his own outcome a draw, O.2). FK.2: he "may always
// deliberately commit suicide together with someone": `kamikaze-suicide` (contract §6), he dies
// with a draw, the named player is crippled (COM-6: role and colour blocked), his victims zeroed.
import type { GameState, HookContext, Intent, Rejection } from '@mafia/kernel';
import { defineAbility, traceEffect, type NightActionContext } from '@mafia/ruleset-kit';
import { write } from '../../data';
import { GREY, isBlack, seatOf } from '../../model';
import { blackKamikazeSuicide } from './black-suicide';
import { roleState, type NightLog } from '../../night/book';
import { activeCuts, tallyOf, TALLY, VICTIM_LYNCHED } from '../faceless/cuts';
import { zeroVictims } from '../faceless/standing';

/** FK.2 (reading FA-17): the players the Faceless kamikazes crippled tonight by their suicide. */
const suicidesOf = (log: NightLog): { target: string | null }[] => roleState<{ target: string | null }[]>(log, 'faceless-kamikaze', () => []);

/**
 * FK.2, contract §6 (`kamikaze-suicide`, night, 1 target, `not-a-black-kamikaze`). Reading FA-17:
 * a night move in the suicides' slot (BLK-14); "may always" = no move-failure mechanics stop it
 * (a passive action, like BLK-12's suicide, and an unstoppable death). The black holder's N-KZ.4
 * suicide is the same move (black-suicide.ts).
 */
export const kamikazeSuicide = defineAbility<NightLog>({
  id: 'kamikaze-suicide',
  phase: 'night',
  targets: { count: 1, self: 'forbidden' },
  validate: (state, intent) => validateKamikazeSuicide(state, intent),
  night: {
    slot: 'suicide',
    passive: true,
    components: (intent) => [{ kind: 'kill', target: intent.actor, tag: 'kamikaze-suicide' }],
    // N-KZ.4: the black holder's suicide (black-suicide.ts); FK.2: the Faceless's.
    handle: (context) => (isBlack(seatOf(context.book.state, context.intent.actor)) ? blackKamikazeSuicide(context) : facelessKamikazeSuicide(context)),
    morning: facelessKamikazeMorning,
  },
});

/** Only the Faceless (FK.2) or a black (N-KZ.4, N-KZ.5: spent or not) holding the kamikaze role himself, not crippled, has the move. */
export function validateKamikazeSuicide(state: GameState, intent: Intent): Rejection | null {
  const seat = seatOf(state, intent.actor);
  const crippled = seat.statuses.some((s) => s.id === 'crippled');
  return (seat.faction === GREY || isBlack(seat)) && seat.role === 'kamikaze' && !crippled ? null : { code: 'not-a-black-kamikaze' };
}

/** FK.2: he dies whatever covers him; the named player survives to be crippled in the morning. */
function facelessKamikazeSuicide({ night, book, intent }: NightActionContext<NightLog>): void {
  const target = intent.targets[0] as string;
  night.kill(intent.actor, 'kamikaze-suicide', { unstoppable: true });
  traceEffect(night, 'kamikaze-suicide', intent.actor, { rule: 'FK.2' });
  const alive = night.isAlive(target);
  if (alive) traceEffect(night, 'crippled-by-kamikaze', target, { rule: 'FK.2' });
  suicidesOf(book).push({ target: alive ? target : null });
}

/** FK.2, F.38: the named player loses role and colour (COM-6); the Faceless's victims are zeroed. */
function facelessKamikazeMorning({ ctx, book }: { ctx: HookContext; book: NightLog }): void {
  const suicides = suicidesOf(book);
  for (const { target } of suicides) if (target !== null) ctx.emit({ type: 'status-added', seat: target, status: { id: 'crippled', source: 'kamikaze-suicide' } });
  if (suicides.length > 0) zeroVictims(ctx, 'FK.2');
}

/** FK.1: the kamikaze was the Faceless and the killer who died with him one of his victims. */
export function creditKamikazeKill(ctx: HookContext, kamikaze: string, killer: string): void {
  if (seatOf(ctx.state, kamikaze).faction !== GREY) return;
  if (!activeCuts(ctx.state).some((c) => c.victim === killer && c.faceless === kamikaze)) return;
  write(ctx, TALLY, tallyOf(ctx.state) + VICTIM_LYNCHED);
}
