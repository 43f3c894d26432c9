import type { GameResult, GameState, WinMoment } from '@mafia/kernel';
import { KEYS, read } from './data';
import { huntOfferable } from './day/hunt';
import { BLACK, RED, SIDES, teamCounts } from './model';
import { bankHeld, capacity } from './night/shots';
import { countedRedPhantoms } from './roles/phantom/possession';
import { withFaceless } from './roles/faceless/outcome';
import { withEliteCredit } from './roles/elite/proxy';

const winners = (state: GameState, faction: string, reason: string): GameResult => ({
  factions: [faction],
  seats: state.seats.filter((s) => s.faction === faction).map((s) => s.id),
  reason,
});

/**
 * Interpretation of END-3 (AMB-END-2): with reds equal to blacks the game goes on only if a hunt can
 * be held today and, should it lynch two blacks (who then get no new shot, RED-3), the reds would
 * still not be outnumbered after the most kills the remaining banked shots allow.
 */
export function redsCanSurvive(state: GameState): boolean {
  if (!huntOfferable(state)) return false;
  const { black } = teamCounts(state);
  const red = teamCounts(state).red + countedRedPhantoms(state);
  const kills = SIDES.reduce((n, side) => n + Math.min(bankHeld(state, side), capacity(state, side)), 0);
  return red - kills >= black - 2;
}

/** END-7 (AMB-END-6: B = 1 and the madman is the only red): the living main players are one red madman and one black. */
function madmanAlone(state: GameState): boolean {
  const counts = teamCounts(state);
  if (counts.red !== 1 || counts.black !== 1) return false;
  return state.seats.some((s) => s.alive && s.faction === RED && s.role === 'madman' && s.attributes['elite'] === undefined);
}

/**
 * L171–L173. END-1(a) whenever someone leaves: no black and no Faceless left, the reds win.
 * At the start of each day: END-1(b) fewer reds than blacks, END-5 one against one, END-4/END-3
 * reds equal to blacks without a hunt that can save them: the blacks win. NV-1: a draw.
 */
export function teamsWin(state: GameState, moment: WinMoment): GameResult | null {
  const draw = read<string>(state, KEYS.draw);
  if (draw) return { factions: [], seats: [], reason: draw };
  const counts = teamCounts(state);
  if (counts.black === 0 && counts.grey === 0) return winners(state, RED, 'no-blacks-left');
  // END-7: a red madman entering a night one against one with the last black gets no chance: the blacks win.
  if (moment === 'step-started' && state.clock.phase.kind === 'night' && madmanAlone(state)) return winners(state, BLACK, 'madman-one-on-one');
  const dayStart = moment === 'step-started' && state.clock.phase.kind === 'day' && state.clock.step === 'discussion' && state.clock.phase.number >= 2;
  if (!dayStart) return null;
  // END-6: a dead red Phantom who possesses (or may still possess today) a red counts as a red.
  counts.red += countedRedPhantoms(state);
  if (counts.red < counts.black) return winners(state, BLACK, 'reds-outnumbered');
  if (counts.red === counts.black) {
    if (counts.red <= 1) return winners(state, BLACK, 'last-one-on-one');
    if (!redsCanSurvive(state)) return winners(state, BLACK, 'reds-equal-blacks');
  }
  return null;
}

/** The teams' result as the Faceless changes it (part 3 §2.5, O.1–O.1.2; roles/faceless/outcome.ts). */
export const checkWin = (state: GameState, moment: WinMoment): GameResult | null => withEliteCredit(state, withFaceless(state, teamsWin(state, moment)));
