// Scoring at the end of the game (part 4 §8.4 SC-1..SC-8, §8.6 BP-0..BP-7): a public data entry
// the game's final screen shows. The kernel keeps the result; this says what the rulebook credits.
import type { GameResult, GameState, HookContext, Json, JsonObject, PollState } from '@mafia/kernel';
import { read, write, writePublic } from './data';
import { GREY, NEGATIVE } from './model';
import { eliteOf, masterOf, SERVANT } from './roles/elite';
import { creditedTeam } from './roles/elite/proxy';
import { sanctions } from './conduct/sanctions';

/** Public: `{ lines: [{ key, params }] }`, each line a text of this ruleset (`scoring.*`). */
export const END_SCORING = 'end-scoring';
/** Host: the players credited with the Faceless face bonus so far (SC-1). */
export const FACE_BONUS = 'face-bonus';

export interface ScoringLine {
  key: string;
  params: JsonObject;
}

const faceBonus = (state: GameState): string[] => read<string[]>(state, FACE_BONUS) ?? [];

/**
 * SC-1 (C-3) at a day vote: "+½ of an ordinary win to every voter in any vote that lynches the
 * Faceless" — the voters whose ballot named him in the vote's poll.
 */
export function faceBonusAtVote(ctx: HookContext, eliminated: readonly string[], poll: PollState): void {
  const faceless = eliminated.filter((seat) => ctx.state.seats.find((s) => s.id === seat)?.faction === GREY);
  if (faceless.length === 0) return;
  // The Faceless's own (auto)vote on himself earns him nothing.
  const voters = poll.ballots.filter((b) => !faceless.includes(b.voter) && b.targets.some((t) => faceless.includes(t))).map((b) => b.voter);
  write(ctx, FACE_BONUS, [...new Set([...faceBonus(ctx.state), ...voters])]);
}

/**
 * SC-1 at night: "or to the night killer who kills him (the madman counts as a killer), plus that
 * killer's partner or servant". Reading SC-1 A1: the night's cause names the killing side
 * (`killed:mafia`), not the shooter, so the bonus goes to that side's players (the shooter and his
 * partner) and their servants; a madman's kill names the madman.
 */
export function faceBonusAtNight(ctx: HookContext, seat: string, cause: string): void {
  const victim = ctx.state.seats.find((s) => s.id === seat);
  if (victim?.faction !== GREY || !cause.startsWith('killed:')) return;
  const sides = cause.slice('killed:'.length).split('+');
  const killers = ctx.state.seats.filter((s) => sides.includes(String(s.attributes[NEGATIVE])) || (sides.includes('madman') && s.role === 'madman')).map((s) => s.id);
  const servants = ctx.state.seats.filter((s) => eliteOf(s) === SERVANT && killers.includes(masterOf(s) ?? '')).map((s) => s.id);
  write(ctx, FACE_BONUS, [...new Set([...faceBonus(ctx.state), ...killers, ...servants])]);
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
  // SC-1: the face bonus, +½ of an ordinary win.
  const bonus = faceBonus(state);
  if (bonus.length > 0) lines.push({ key: 'scoring.face-bonus', params: { seats: bonus } });
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
