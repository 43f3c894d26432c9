// The Phantom held by the Faceless (part 3 §2.7, l.70). FP.2: he may possess only a player whose
// face he cut (a current victim); FP.3: that player does not get his role back and stays his victim,
// F.24 notwithstanding (his lynch gives every other victim his role back). FP.1 (no O.1 win once he
// possessed) follows from his death (a possession is a deathbed move or his phantom day's, PHA-2):
// O.1 needs him alive. FP.4: at the votes after it his ballot weighs 0, even one naming the possessed
// player's target (the red Phantom's PHA-3 weight). FP.5: he leaves when the possessed victim or that
// victim's target dies (`facelessPhantomEnds`); FA-14 (b): that vote's lynch is his "one more victim".
import type { GameState, Intent, Rejection } from '@mafia/kernel';
import { GREY, seatOf } from '../../model';
import { activeCuts, cutsOf } from '../faceless/cuts';
import { possessionsOf, type Possession } from './possession';

/** FP.2: the grey holder's `possess` names one of his current victims; the kernel's `invalid-target` otherwise. */
export function validateFacelessPossess(state: GameState, intent: Intent): Rejection | null {
  if (seatOf(state, intent.actor).faction !== GREY) return null;
  const target = intent.targets[0];
  const victim = activeCuts(state).some((c) => c.faceless === intent.actor && c.victim === target);
  return victim ? null : { code: 'invalid-target', params: { target: String(target) } };
}

/** FP.3: the victims the Faceless possesses at this vote step keep their cut when he is lynched. */
export function possessedByFaceless(state: GameState, faceless: string): string[] {
  if (seatOf(state, faceless).faction !== GREY) return [];
  return state.intents
    .filter((i) => i.ability === 'possess' && i.actor === faceless && i.step === state.clock.step && i.phase.number === state.clock.phase.number && i.phase.kind === state.clock.phase.kind)
    .map((i) => i.targets[0] as string);
}

/** FP.4: after his possession the Faceless's ballot weighs 0 (possession.ts `applyPossessedVote`). */
export const facelessVoteIsZero = (state: GameState, phantom: string): boolean => seatOf(state, phantom).faction === GREY;

/** The target of the cut victim a Faceless-phantom possesses (F.2; FP.3 keeps the cut), or null. */
function possessedTarget(state: GameState, p: Possession): string | null {
  if (seatOf(state, p.phantom).faction !== GREY) return null;
  return cutsOf(state).find((c) => c.faceless === p.phantom && c.victim === p.seat)?.target ?? null;
}

/** FP.5: "if the victim's target or the victim himself dies in any way, the Faceless immediately leaves the game". */
export const facelessPhantomEnds = (state: GameState, p: Possession, died: string): boolean => possessedTarget(state, p) === died;

/**
 * FP.1 "may have one more victim credited", reading FA-14 (b) ★ (README): the vote that lynches
 * the possessed victim (½) or that victim's target (¼, F.34) credits the Faceless-phantom, though
 * it ends his stay (FP.5), as the vote that lynches him credits him (F.35).
 */
export function facelessPhantomCredited(state: GameState, faceless: string, lynched: readonly string[]): boolean {
  return possessionsOf(state).some((p) => p.phantom === faceless && (lynched.includes(p.seat) || lynched.includes(possessedTarget(state, p) ?? '')));
}
