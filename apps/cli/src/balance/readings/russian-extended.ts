// The Russian extended ruleset's reading for the `informed` strategy (issue #22; informed-rulesets.ts).
import type { GameState } from '@mafia/kernel';
import { dataValue, investigation, type Finding, type Knowledge, type RulesetReading } from './common';
import { composeMove } from './russian-extended-moves';

const MAYOR_MOVES = new Set(['vertical', 'appoint-secretary']);
/** The moves that may not name the secretary (the ruleset's validate.ts `SECRETARY_IMMUNE_FROM`). */
const SECRETARY_IMMUNE = new Set([
  'shoot',
  'insure',
  'vigilante',
  'check',
  'compare',
  'burn',
  'execute',
  'legal-protection',
]);
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
// blacks' suicide and its approval, the partner's confirmation, night notes, the homeless's drink
// (no target). The moves the generic kinds cannot play are composed (`COMPOSED`, ./russian-extended-moves.ts).
export const RUSSIAN_EXTENDED_READING: RulesetReading = {
  moves: {
    take: 'block',
    vertical: 'shield',
    'appoint-secretary': 'shield',
    suicide: 'other',
    'approve-suicide': 'other',
    'confirm-partner-kill': 'other',
    note: 'other',
    drink: 'other',
  },
  finding(result, seen) {
    const kind = result['kind'];
    if ((kind === 'check' || kind === 'copied-check') && typeof result['target'] === 'string')
      return { target: result['target'], guilty: result['colour'] === 'black' };
    // CHK-6: a verification is the target's true colour (a rumour's black, CHK-1, verifies red): exact.
    if (kind === 'verification' && typeof result['target'] === 'string')
      return { target: result['target'], guilty: result['colour'] === 'black', exact: true };
    if (kind === 'negative-move' && typeof result['target'] === 'string')
      return { target: result['target'], guilty: true };
    // JOU-1, JOU-4, JOU-7: a comparison (or its verification) with one player of known colour tells the other's.
    if ((kind === 'comparison' || kind === 'comparison-verification') && seen?.knows)
      return compared(result, seen.knows);
    // Criminalist r.4–r.11: a caught sample is the body's killer; a clear one is no proof (he may have killed another).
    if (kind === 'sample' && typeof result['target'] === 'string')
      return result['caught'] === true ? { target: result['target'], guilty: true } : null;
    // Criminalist r.2, r.3: an examination names the killer's role, not a living player: no finding.
    if (kind === 'examination') return null;
    // DET-1, DET-5: the tracked player went to a player found dead that morning: his shooter.
    if (
      kind === 'track' &&
      typeof result['target'] === 'string' &&
      Array.isArray(result['visited']) &&
      seen
    ) {
      const died = (id: unknown): boolean =>
        seen.state.seats.some(
          (s) =>
            s.id === id &&
            !s.alive &&
            s.eliminatedIn?.kind === seen.phase.kind &&
            s.eliminatedIn.number === seen.phase.number,
        );
      if (result['visited'].some(died)) return { target: result['target'], guilty: true };
    }
    return investigation(result);
  },
  options: { detect: { mode: 'track' }, block: { mode: 'arrest' } },
  compose: composeMove,
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

/** A comparison's finding: with exactly one of its two players known, the other's colour (same/different). */
function compared(result: Readonly<Record<string, unknown>>, knows: Knowledge): Finding | null {
  const targets = result['targets'];
  const outcome = result['outcome'];
  if (!Array.isArray(targets) || targets.length !== 2 || (outcome !== 'same' && outcome !== 'different'))
    return null;
  const [a, b] = targets as string[];
  const colour = (id: string): boolean | undefined =>
    knows.culprits.has(id) ? true : knows.cleared.has(id) ? false : undefined;
  const ca = colour(a as string);
  const cb = colour(b as string);
  if ((ca === undefined) === (cb === undefined)) return null;
  const known = (ca ?? cb) as boolean;
  return { target: (ca === undefined ? a : b) as string, guilty: outcome === 'same' ? known : !known };
}
