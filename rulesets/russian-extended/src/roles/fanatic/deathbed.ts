// The Fanatic's deathbed move (part 2 §3.19 r.8, T.6; contract §6 `take-along`).
import { toPublic, type GameState, type HookContext } from '@mafia/kernel';
import { seatOf } from '../../model';
import { mayTakeAlong } from '.';

/** The take-along a lynched fanatic may still use in this step (the last one he sent counts). */
export function takeAlongNow(state: GameState, seat: string): string | null {
  const step = state.clock.step;
  const move = [...state.intents].reverse().find((i) => i.ability === 'take-along' && i.actor === seat && i.step === step && i.phase.kind === 'day' && i.phase.number === state.clock.phase.number);
  return move && mayTakeAlong(state, seat) ? (move.targets[0] ?? null) : null;
}

/**
 * fanatic r.8 after a vote's result: a fanatic eliminated by it takes the player he named with him
 * (`day.taken-along`, counted as lynched as the inquisitor's and the hero's deathbed moves are);
 * otherwise the move lapses silently (contract §2). Hero r.9: nobody can save that player (the
 * hero's defence only reaches the players the vote itself lynched). Returns the taken.
 */
export function fanaticTakeAlongs(ctx: HookContext, lynched: readonly string[]): string[] {
  const taken: string[] = [];
  for (const seat of lynched) {
    const target = takeAlongNow(ctx.state, seat);
    if (target === null || !seatOf(ctx.state, target).alive) continue;
    ctx.eliminate(target, 'lynched');
    ctx.notify(toPublic, 'day.taken-along', { by: seat, seat: target });
    taken.push(target);
  }
  return taken;
}
