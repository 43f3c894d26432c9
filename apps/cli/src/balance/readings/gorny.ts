// Gorny's reading for the `informed` strategy (issue #22; informed-rulesets.ts). Gorny's roles are
// the kit's seed-001 abilities (rulesets/gorny/src/roles): the generic reading plays the cop, the
// doctor, the roleblocker and the jailkeeper from their components; this reading adds the moves it
// left unused (apps/cli/test/informed-coverage.test.ts found them) and reads the visit results.
import { investigation, type ComposedMove, type MoveContext, type RulesetReading } from './common';
import { visitFinding } from './visits';

/** Moves composed from the table: ability id -> the move, or null. */
const COMPOSE: Readonly<Record<string, (move: MoveContext) => ComposedMove | null | undefined>> = {
  // Seed 001 method 1, the bus driver ("actions aimed at one go to the other"): he swaps himself with
  // the revealed cop, so the mafia's kill aimed at the cop meets him instead, and the doctor's cover
  // of the cop covers him; with no revealed cop he has nobody to shield and sends nothing.
  swap(move) {
    if (move.minority) return null;
    const cop = move.choices.find((id) => move.revealed.has(id));
    return cop === undefined ? null : { targets: [move.me.id, cop] };
  },
  // Seed 001 RAR, the vigilante: a culprit first; a found culprit is lynched the next day, so from
  // Night 2 on, without one, he shoots a player the town has no reason to trust (neither cleared
  // nor revealed): a guess, the same one the town's lynch makes by day. Night 1 he holds fire.
  kill(move) {
    // A mafia vigilante (a custom setup's) is the generic reading's: he shoots a revealed investigator.
    if (move.minority) return undefined;
    if (move.offer.current !== null) return null;
    const culprit = move.choices.find((id) => move.culprits.has(id));
    if (culprit !== undefined) return { targets: [culprit] };
    if (move.state.clock.phase.number < 2) return null;
    const unknown = move.choices.filter((id) => !move.cleared.has(id) && !move.revealed.has(id));
    return unknown.length > 0 ? { targets: [move.rng.pick(unknown)] } : null;
  },
  // Seed 001 RAR, the watcher: he watches the mafia's likely victim (the revealed cop), else a
  // player at random; a lone visitor of a player found dead is his killer (visits.ts).
  watch(move) {
    const cop = move.choices.find((id) => move.revealed.has(id));
    return cop !== undefined ? { targets: [cop] } : move.choices.length > 0 ? { targets: [move.rng.pick([...move.choices])] } : null;
  },
};

export const GORNY_READING: RulesetReading = {
  // The tracker picks like an investigator (a player he has not tracked and the town cannot clear).
  moves: { track: 'investigate' },
  compose: (move) => COMPOSE[move.offer.ability]?.(move),
  finding: (result, seen) => visitFinding(result, seen) ?? investigation(result),
};
