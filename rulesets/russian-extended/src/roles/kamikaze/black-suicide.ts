// N-KZ.4 (part 3 §3.2, l.100): the black holder of the kamikaze role "may also voluntarily commit
// suicide with a specified target, ignoring move-failure mechanics; but if he catches a black, that
// one dies alone and the kamikaze gets an additional shot, while the kamikaze's killer move in that
// same night is skipped". N-KZ.5: "if the kamikaze role was obtained after a successful activation,
// only the suicide move is available" (the evening's list is refused, `kamikaze-roles`).
// Reading N-KZ A2 ★ (README): "that one" is the caught black (the nearer antecedent; the kamikaze
// survives, which is why he can use the extra shot); the shot is his killer side's (a black with no
// killer side, a werewolf or `none`, gains none: he has no killer move to skip either).
import type { GameState, Intent } from '@mafia/kernel';
import { traceEffect, type NightActionContext } from '@mafia/ruleset-kit';
import { isBlack, seatOf, sideOf } from '../../model';
import type { NightLog } from '../../night/book';

/** N-KZ.4: the black kamikaze's suicide aimed at a black tonight (his killer move is then skipped). */
export function catchesBlackTonight(state: GameState, intents: readonly Intent[], actor: string): boolean {
  const seat = seatOf(state, actor);
  if (!isBlack(seat) || seat.role !== 'kamikaze') return false;
  return intents.some((i) => i.actor === actor && i.ability === 'kamikaze-suicide' && i.targets[0] !== undefined && isBlack(seatOf(state, i.targets[0])));
}

/**
 * N-KZ.4 in the suicides' slot (BLK-14: after every killer): unstoppable ("ignoring move-failure
 * mechanics"); a red or grey target dies with him; a black one dies alone and his side gains a shot.
 */
export function blackKamikazeSuicide({ night, book, intent }: NightActionContext<NightLog>): void {
  const kamikaze = seatOf(book.state, intent.actor);
  const target = intent.targets[0] as string;
  // Killed earlier tonight, he no longer chooses his death.
  if (!night.isAlive(kamikaze.id)) return;
  if (isBlack(seatOf(book.state, target))) {
    if (night.isAlive(target)) night.kill(target, 'kamikaze-suicide', { unstoppable: true });
    traceEffect(night, 'black-dies-alone', target, { rule: 'N-KZ.4' });
    const side = sideOf(kamikaze);
    if (side) {
      book.shots.push({ action: night.action.id, actor: kamikaze.id, side, via: 'shot', target: kamikaze.id, outcome: 'granted' });
      traceEffect(night, 'shot-gained', kamikaze.id, { rule: 'N-KZ.4' });
    }
    return;
  }
  night.kill(kamikaze.id, 'kamikaze-suicide', { unstoppable: true });
  if (night.isAlive(target)) night.kill(target, 'kamikaze-suicide', { unstoppable: true });
  traceEffect(night, 'dies-with-kamikaze', target, { rule: 'N-KZ.4' });
}
