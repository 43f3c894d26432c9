// The Phantom held by the Faceless (part 3 §2.7, l.70). FP.2: he may possess only a player whose
// face he cut (a current victim); FP.3: that player does not get his role back and stays his victim,
// F.24 notwithstanding (his lynch gives every other victim his role back). FP.1 (no O.1 win once he
// possessed) follows from his death (a possession is a deathbed move or his phantom day's, PHA-2):
// O.1 needs him alive. FP.4: at the votes after it his ballot weighs 0, even one naming the possessed
// player's target (the red Phantom's PHA-3 weight). FP.5 and FA-14 (b) are not built (README "Not done").
import type { GameState, Intent, Rejection } from '@mafia/kernel';
import { GREY, seatOf } from '../../model';
import { activeCuts } from '../faceless/cuts';

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
