// The Russian extended ruleset's reading for the `informed` strategy (issue #22; informed-rulesets.ts).
import type { GameState } from '@mafia/kernel';
import { dataValue, investigation, type RulesetReading } from './common';

const MAYOR_MOVES = new Set(['vertical', 'appoint-secretary']);
/** The moves that may not name the secretary (the ruleset's validate.ts `SECRETARY_IMMUNE_FROM`). */
const SECRETARY_IMMUNE = new Set(['shoot', 'insure', 'vigilante', 'check', 'compare', 'burn', 'execute', 'legal-protection']);
/** The mayor in office (data `mayor`, unless `mayor-lost`). */
const mayorOf = (state: GameState): string | null => {
  const mayor = dataValue(state, 'mayor');
  return typeof mayor === 'string' && dataValue(state, 'mayor-lost') !== true ? mayor : null;
};

// Russian extended (README "The game in prose"): checks answer a colour (`black` / `red`); the
// detective tracks (DET-1) and learns a night later that his target made a negative move (DET-5,
// DET-6: `negative-move`), the blocker arrests (BLO-1); the prostitute's take keeps her guest at
// home (a block). The day: the election makes a mayor (E-1), who cannot be voted against and names
// a vertical and a secretary out of the votes' reach (MY-3, VP-2, SE-4): each side elects and
// shields a player it trusts. The witch hunt (WH-C3, WH-P1: two votes each, the top two die): the
// reds approve it once they know a culprit (he and one more die); the blacks never (the reds
// outnumber them).
// Moves the heuristics must leave alone (they are no kill, block or check of a player): the
// blacks' suicide and its approval, the partner's confirmation, night notes, the joker's check
// and the mercenary's contract, the homeless's drink (no target).
export const RUSSIAN_EXTENDED_READING: RulesetReading = {
  moves: {
    take: 'block',
    vertical: 'shield',
    'appoint-secretary': 'shield',
    suicide: 'other',
    'approve-suicide': 'other',
    'confirm-partner-kill': 'other',
    note: 'other',
    'joker-check': 'other',
    contract: 'other',
    drink: 'other',
  },
  finding(result, seen) {
    const kind = result['kind'];
    if ((kind === 'check' || kind === 'verification' || kind === 'copied-check') && typeof result['target'] === 'string')
      return { target: result['target'], guilty: result['colour'] === 'black' };
    if (kind === 'negative-move' && typeof result['target'] === 'string') return { target: result['target'], guilty: true };
    // DET-1, DET-5: the tracked player went to a player found dead that morning: his shooter.
    if (kind === 'track' && typeof result['target'] === 'string' && Array.isArray(result['visited']) && seen) {
      const died = (id: unknown): boolean =>
        seen.state.seats.some((s) => s.id === id && !s.alive && s.eliminatedIn?.kind === seen.phase.kind && s.eliminatedIn.number === seen.phase.number);
      if (result['visited'].some(died)) return { target: result['target'], guilty: true };
    }
    return investigation(result);
  },
  options: { detect: { mode: 'track' }, block: { mode: 'arrest' } },
  offices: ['election', 'election-runoff'],
  approvals: { 'hunt-approval': (table) => !table.minority && table.culprits >= 1 },
  // The mayor's moves are every player's, accepted from the mayor only (README "Model", MY-1).
  mayAct: (ability, seat, state) => !MAYOR_MOVES.has(ability) || mayorOf(state) === seat,
  // MY-1, MY-2: no move may name the mayor in office; SE-*: the killers' and checkers' moves spare his secretary.
  untouchable(ability, state) {
    const mayor = mayorOf(state);
    if (mayor === null) return [];
    const secretary = dataValue(state, 'secretary');
    return typeof secretary === 'string' && SECRETARY_IMMUNE.has(ability) ? [mayor, secretary] : [mayor];
  },
};
