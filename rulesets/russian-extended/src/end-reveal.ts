import type { HookContext, JsonObject, WinMoment } from '@mafia/kernel';
import { toPublic } from '@mafia/kernel';
import { KEYS, read, writePublic } from './data';
import { negativeOf } from './model';
import { checkWin } from './win';
import { publishScoring } from './end-scoring';

/**
 * AMB-C-2 (part 4, C-2 / L83): a night death hides the victim's team "until the game ends"; at the
 * end both roles of every player whose team stayed hidden are revealed. The kernel ends the game
 * right after the hooks (checkWin is pure), so the hook that is about to end it asks the same
 * `checkWin` first and publishes the reveal just before the result.
 */
export function revealAtEnd(ctx: HookContext, moment: WinMoment): void {
  if (ctx.state.result || read(ctx.state, KEYS.endReveal) !== null) return;
  const result = checkWin(ctx.state, moment);
  if (!result) return;
  // §8.4, §8.6: what the rulebook credits, for the final screen (end-scoring.ts).
  publishScoring(ctx, result);
  const hidden = ctx.state.seats.filter((s) => !s.alive && !s.revealed);
  const victims: JsonObject[] = hidden.map((seat) => {
    const negative = negativeOf(seat);
    return { seat: seat.id, role: seat.role, team: seat.faction, ...(negative && negative !== 'none' ? { negative } : {}) };
  });
  writePublic(ctx, KEYS.endReveal, victims);
  for (const victim of victims) {
    ctx.notify(toPublic, victim['negative'] ? 'end.hidden-team-negative' : 'end.hidden-team', victim);
  }
}
