// The per-ruleset part of the `informed` strategy (issue #22): what the generic reading of
// informed.ts cannot tell from a ruleset's ability data, one file per ruleset under readings/.
import { CONAN_BO_READING } from './readings/conan-bo';
import { GENERIC_READING, type RulesetReading } from './readings/common';
import { GORNY_READING } from './readings/gorny';
import { MAFIA_1923_READING } from './readings/mafia-1923';
import { RUSSIAN_EXTENDED_READING } from './readings/russian-extended';

export { GENERIC_READING, type ComposedMove, type Finding, type MoveContext, type MoveKind, type RulesetReading, type TableKnowledge } from './readings/common';

const READINGS: Readonly<Record<string, RulesetReading>> = {
  'mafia-1923': MAFIA_1923_READING,
  'conan-bo': CONAN_BO_READING,
  gorny: GORNY_READING,
  'russian-extended': RUSSIAN_EXTENDED_READING,
};

/** The reading of a ruleset (the generic one for a ruleset with nothing of its own). */
export function readingOf(rulesetId: string): RulesetReading {
  return READINGS[rulesetId] ?? GENERIC_READING;
}
