// Conan BO's reading for the `informed` strategy (issue #22; informed-rulesets.ts).
import { investigation, type RulesetReading } from './common';

// Conan BO: Heiji and Megure interrogate (`bo` / `not-bo`), the officers arrest a suspect (a
// block of the night, aimed at a culprit), Korn injures (the BO's own kill).
export const CONAN_BO_READING: RulesetReading = {
  // CB-22: an arrest names a crime; a wrong one is a false charge that suspends the officer. The
  // officers charge a found BO member with killing, and arrest nobody they have not found.
  // Gadgets (CB-D7 #3, #21): Agasa hands the stun-watch to a player the town trusts (the revealed
  // interrogator first); its holder stuns a found BO member, else a player he has no reason to trust
  // (a block: the stun-watch neutralizes).
  // `use-gadget` is everybody's move but works only for a holder (`no-gadget`): only holders send it.
  moves: { interrogate: 'investigate', arrest: 'block', injure: 'kill', protect: 'protect', heal: 'protect', guard: 'protect', 'give-gadget': 'protect', 'use-gadget': 'block' },
  options: { arrest: { crime: 'killing' }, 'give-gadget': { gadget: 'stun-watch' }, 'use-gadget': { gadget: 'stun-watch' } },
  culpritsOnly: ['arrest'],
  mayAct: (ability, seat, state) => ability !== 'use-gadget' || (state.ledger[`gadget:${seat}:stun-watch`] ?? 0) > 0,
  finding(result) {
    if (result['kind'] === 'interrogation' && typeof result['target'] === 'string') return { target: result['target'], guilty: result['value'] === 'bo' };
    return investigation(result);
  },
};
