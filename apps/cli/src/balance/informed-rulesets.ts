// The per-ruleset part of the `informed` strategy (issue #22): what the generic reading of
// informed.ts cannot tell from a ruleset's ability data. Abilities that resolve through a ruleset's
// own night code (`handle`) have no resolver components to read, and their slot names do not always
// say what they do; each ruleset's investigators also tell their findings in their own words.

/** What a move does, for the informed heuristics. */
export type MoveKind = 'kill' | 'protect' | 'investigate' | 'block' | 'other';

/** One investigation result as the seat was told it: whom it is about and whether they are guilty. */
export interface Finding {
  target: string;
  guilty: boolean;
}

export interface RulesetReading {
  /** Ability id -> what it does, where the generic reading (components, slot name) is wrong or blind. */
  moves: Readonly<Record<string, MoveKind>>;
  /** A private result (a notice's `result`) read as a finding, or null when it is not one. */
  finding(result: Readonly<Record<string, unknown>>): Finding | null;
}

/** Investigation values that mean "one of the informed minority" across the shipped rulesets. */
const GUILTY = new Set(['mafia', 'black', 'guilty', 'evil', 'bo', 'werewolf']);

/** The sandbox's and Gorny's cops: `{ kind: 'investigation', target, value }`. */
const investigation = (result: Readonly<Record<string, unknown>>): Finding | null =>
  result['kind'] === 'investigation' && typeof result['target'] === 'string'
    ? { target: result['target'], guilty: GUILTY.has(String(result['value'])) }
    : null;

export const GENERIC_READING: RulesetReading = { moves: {}, finding: investigation };

const READINGS: Readonly<Record<string, RulesetReading>> = {
  // Seed 002: the Detective inquires (twice), the Butler poisons and the Drunkard attacks (town
  // killers: they aim at a culprit only), the Bodyguard and the Doctor protect; the Paperboy's
  // delivery tells a role and whether it is a Mafia Member (`results.role`).
  'mafia-1923': {
    moves: { inquire: 'investigate', poison: 'kill', attack: 'kill', guard: 'protect', protect: 'protect' },
    finding(result) {
      if (result['kind'] === 'inquiry' && typeof result['target'] === 'string') return { target: result['target'], guilty: result['mafia'] === true };
      if (result['kind'] === 'role' && typeof result['subject'] === 'string') return { target: result['subject'], guilty: result['mafia'] === true };
      return null;
    },
  },
  // Conan BO: Heiji and Megure interrogate (`bo` / `not-bo`), the officers arrest a suspect (a
  // block of the night, aimed at a culprit), Korn injures (the BO's own kill).
  'conan-bo': {
    moves: { interrogate: 'investigate', arrest: 'block', injure: 'kill', protect: 'protect', heal: 'protect', guard: 'protect' },
    finding(result) {
      if (result['kind'] === 'interrogation' && typeof result['target'] === 'string') return { target: result['target'], guilty: result['value'] === 'bo' };
      return investigation(result);
    },
  },
  // Russian extended: checks answer a colour (`black` / `red`); the prostitute's take keeps her
  // guest at home (a block).
  'russian-extended': {
    moves: { take: 'block' },
    finding(result) {
      const kind = result['kind'];
      if ((kind === 'check' || kind === 'verification' || kind === 'copied-check') && typeof result['target'] === 'string')
        return { target: result['target'], guilty: result['colour'] === 'black' };
      return investigation(result);
    },
  },
};

/** The reading of a ruleset (the generic one for a ruleset with nothing of its own). */
export function readingOf(rulesetId: string): RulesetReading {
  return READINGS[rulesetId] ?? GENERIC_READING;
}
