// Scoring at the end of the game (part 4 §8.4 SC-1..SC-8, §8.6 BP-0..BP-7): a public data entry
// the game's final screen shows. The kernel keeps the result; this says what the rulebook credits.
import type { GameResult, GameState, HookContext, Json, JsonObject } from '@mafia/kernel';
import { read, writePublic } from './data';
import { eliteOf, masterOf } from './roles/elite';
import { creditedTeam } from './roles/elite/proxy';
import { sanctions } from './conduct/sanctions';
import { FACE_VALUE, faceHolders } from './roles/faceless/face';

/** Public: `{ lines: [{ key, params }] }`, each line a text of this ruleset (`scoring.*`). */
export const END_SCORING = 'end-scoring';
export interface ScoringLine {
  key: string;
  params: JsonObject;
}

/** The lines of §8.4 and §8.6 for this game's result. */
export function scoringLines(state: GameState, result: GameResult): ScoringLine[] {
  const lines: ScoringLine[] = [];
  // SC-4 (NV-1) and SC-5 (END-9): a draw, and why.
  if (result.reason === 'no-victim-streak') lines.push({ key: 'scoring.draw-no-victims', params: {} });
  if (result.reason.endsWith('+faceless-won')) lines.push({ key: 'scoring.faceless-left', params: {} });
  // SC-2: an agent or mason is credited with his declared team or his proxy's; SC-3: the servant with his master's.
  for (const seat of state.seats) {
    const elite = eliteOf(seat);
    if (elite === null) continue;
    const master = masterOf(seat);
    const team = master === null ? creditedTeam(state, seat) : (state.seats.find((s) => s.id === master)?.faction ?? seat.faction);
    const won = result.factions.includes(team);
    lines.push({ key: `scoring.elite-${won ? 'won' : 'lost'}`, params: { seat: seat.id, team } });
  }
  // SC-1 (F.40, C-3): the face, +½ of an ordinary win to each holder (one record: roles/faceless/face.ts).
  const bonus = faceHolders(state);
  if (bonus.length > 0) lines.push({ key: 'scoring.face-bonus', params: { seats: bonus, points: FACE_VALUE } });
  // SC-6 (C-5, C-11): a technical defeat or a defeat the host gave.
  for (const s of sanctions(state).filter((x) => x.kind === 'technical-defeat' || x.kind === 'defeat')) lines.push({ key: `scoring.penalty-${s.kind}`, params: { seat: s.seat, rule: s.rule } });
  // SC-8, BP-0..BP-7: the best-player vote follows every game: 50% of those who voted, at most four, no revote.
  lines.push({ key: 'scoring.best-players', params: { percent: 50, most: 4 } });
  return lines;
}

/** Publishes the scoring just before the result (called by the hook that is about to end the game). */
export function publishScoring(ctx: HookContext, result: GameResult): void {
  if (read(ctx.state, END_SCORING) !== null) return;
  writePublic(ctx, END_SCORING, { lines: scoringLines(ctx.state, result) as unknown as Json } as Json);
}
