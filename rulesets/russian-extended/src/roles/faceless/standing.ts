// The Faceless's own result (part 3 §2.5, O.1–O.4) and the zeroing of his victims (F.38). His
// outcome is his alone (a grey player): it is published with the game's result as public data
// `faceless-outcome {seat, outcome, rule, victims}` (contract §8, "outcomes per player").
import type { GameState, HookContext, Json, WinMoment } from '@mafia/kernel';
import { read, write, writePublic } from '../../data';
import { facelessOf, tallyOf, TALLY } from './cuts';
import { FACE, faceHolders } from './face';
import { FACELESS_WON } from './outcome';

/** Public data at the end: the Faceless's outcome. */
export const FACELESS_OUTCOME = 'faceless-outcome';
/** Host data: the rule that made his departure a draw and zeroed his victims (F.38). */
export const DRAW_BY = 'faceless-draw';
/** O.4 (reading FA-26): a mod kill with this reason is the host's "draw"; any other reason a loss. */
export const REMOVAL_DRAW_REASON = 'faceless-draw';

export type Outcome = 'win' | 'draw' | 'loss';
export interface Standing {
  seat: string;
  outcome: Outcome;
  /** The clause that decided it. */
  rule: string;
  /** The "V" column (F.33): victims credited, in fractions of one ordinary win. */
  victims: number;
}

/**
 * F.38: the terrorist's detonation (FT.1, FT.2), the hero's heroic suicide (FH.2), the kamikaze's
 * suicide (FK.2), the madman's solo fire (FM.2) and a voluntary suicide through a killer role
 * (FX.2) zero every victim credited so far, and he leaves with a draw (FT.3, FH.2, FK.2, FM.2; FX.2
 * reading FA-19).
 */
export function zeroVictims(ctx: HookContext, rule: string): void {
  write(ctx, TALLY, 0);
  write(ctx, DRAW_BY, rule);
}

/** O.1–O.4: the Faceless's outcome once he has left the game; null while he plays (or with none). */
export function facelessStanding(state: GameState): Standing | null {
  const faceless = facelessOf(state);
  if (!faceless) return null;
  const victims = tallyOf(state);
  const standing = (outcome: Outcome, rule: string): Standing => ({ seat: faceless.id, outcome, rule, victims });
  // O.1, O.1.1, O.1.2: he left the game victorious.
  if (read<string>(state, FACELESS_WON) === faceless.id) return standing('win', 'O.1');
  if (faceless.alive && !faceless.removed) return null;
  const cause = faceless.eliminationCause ?? '';
  // O.4 (l.68): the host removed him: a draw or a loss at the host's discretion.
  if (cause.startsWith('modkill:')) return standing(cause === `modkill:${REMOVAL_DRAW_REASON}` ? 'draw' : 'loss', 'O.4');
  const drawBy = read<string>(state, DRAW_BY);
  if (drawBy) return standing('draw', drawBy);
  // O.2: a night death is a draw; O.3: a day death (a lynch, FP.5 included) is a loss.
  return faceless.eliminatedIn?.kind === 'night' ? standing('draw', 'O.2') : standing('loss', 'O.3');
}

/**
 * Published with the result: the hook that is about to end the game (the same moments as the end
 * reveal, end-reveal.ts) writes the standing the end screen shows.
 */
export function publishStanding(ctx: HookContext, moment: WinMoment, ends: (state: GameState, moment: WinMoment) => unknown): void {
  if (ctx.state.result || read(ctx.state, FACELESS_OUTCOME) !== null || !ends(ctx.state, moment)) return;
  const standing = facelessStanding(ctx.state);
  if (standing) writePublic(ctx, FACELESS_OUTCOME, standing as unknown as Json);
  // F.40, C-3: the players credited with his face, public with the result.
  const face = faceHolders(ctx.state);
  if (face.length > 0) writePublic(ctx, FACE, face as unknown as Json);
}
