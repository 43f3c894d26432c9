// Mafia 1923's reading for the `informed` strategy (issue #22; informed-rulesets.ts).
import { dataValue, type RulesetReading } from './common';

// Seed 002: the Detective inquires (twice), the Butler poisons and the Drunkard attacks (town
// killers: they aim at a culprit only), the Bodyguard and the Doctor protect; the Paperboy's
// delivery tells a role and whether it is a Mafia Member (`results.role`).
export const MAFIA_1923_READING: RulesetReading = {
  moves: { inquire: 'investigate', poison: 'kill', attack: 'kill', guard: 'protect', protect: 'protect' },
  // The court's family ballot names a family (the public data entry `families`: family -> seats).
  groups: (state) => dataValue(state, 'families') as Readonly<Record<string, readonly string[]>> | undefined,
  finding(result) {
    if (result['kind'] === 'inquiry' && typeof result['target'] === 'string') return { target: result['target'], guilty: result['mafia'] === true };
    if (result['kind'] === 'role' && typeof result['subject'] === 'string') return { target: result['subject'], guilty: result['mafia'] === true };
    return null;
  },
};
