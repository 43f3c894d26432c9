// The per-ruleset part of the `informed` strategy (issue #22): what the generic reading of
// informed.ts cannot tell from a ruleset's ability data. Abilities that resolve through a ruleset's
// own night code (`handle`) have no resolver components to read, and their slot names do not always
// say what they do; each ruleset's investigators also tell their findings in their own words.

import type { GameState, PhaseRef } from '@mafia/kernel';

/**
 * What a move does, for the informed heuristics. `shield`: a day move that puts a player out of the
 * votes' reach (the Russian mayor's vertical and secretary): the town gives it to a player it
 * trusts, the informed minority to one of its own.
 */
export type MoveKind = 'kill' | 'protect' | 'investigate' | 'block' | 'shield' | 'other';

/** One investigation result as the seat was told it: whom it is about and whether they are guilty. */
export interface Finding {
  target: string;
  guilty: boolean;
}

/** What a side knows when it decides an approval poll. */
export interface TableKnowledge {
  /** The deciding side is the informed minority (else the town). */
  minority: boolean;
  /** Living players the town knows guilty (revealed findings). */
  culprits: number;
  living: number;
  /** Living members of the informed minority. */
  minorityLiving: number;
}

export interface RulesetReading {
  /** Ability id -> what it does, where the generic reading (components, slot name) is wrong or blind. */
  moves: Readonly<Record<string, MoveKind>>;
  /**
   * A private result (a notice's `result`) read as a finding, or null when it is not one; `seen`
   * (the notice's phase and the state it was read in) for results read against public facts.
   */
  finding(result: Readonly<Record<string, unknown>>, seen?: { phase: PhaseRef; state: GameState }): Finding | null;
  /** Options sent with a move (ability id -> option -> value); any other required option gets its first value. */
  options?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Polls that elect an office rather than vote a player out: each side votes for a player it trusts. */
  offices?: readonly string[];
  /** Approval polls (poll id -> whether a side votes for its one option). */
  approvals?: Readonly<Record<string, (table: TableKnowledge) => boolean>>;
  /** Whether the seat should send a move it is offered (moves offered to all but accepted from one title holder); default yes. */
  mayAct?(ability: string, seat: string, state: GameState): boolean;
  /** Moves the town aims at a known culprit only, never at random (a wrong Conan arrest is a false charge, CB-22). */
  culpritsOnly?: readonly string[];
  /** Options of a poll that stand for groups of players (option id -> its members: Mafia 1923's families). */
  groups?(state: GameState): Readonly<Record<string, readonly string[]>> | undefined;
  /** Players a move may not name now (the Russian mayor, MY-1, and his secretary), left out of its targets. */
  untouchable?(ability: string, state: GameState): readonly string[];
}

/** A public data entry's value (a title such as the Russian `mayor`). */
const dataValue = (state: GameState, key: string): unknown => state.data[key]?.value;

/** Investigation values that mean "one of the informed minority" across the shipped rulesets. */
const GUILTY = new Set(['mafia', 'black', 'guilty', 'evil', 'bo', 'werewolf']);

/** The sandbox's and Gorny's cops: `{ kind: 'investigation', target, value }`. */
const investigation = (result: Readonly<Record<string, unknown>>): Finding | null =>
  result['kind'] === 'investigation' && typeof result['target'] === 'string'
    ? { target: result['target'], guilty: GUILTY.has(String(result['value'])) }
    : null;

export const GENERIC_READING: RulesetReading = { moves: {}, finding: investigation };

const MAYOR_MOVES = new Set(['vertical', 'appoint-secretary']);
/** The moves that may not name the secretary (the ruleset's validate.ts `SECRETARY_IMMUNE_FROM`). */
const SECRETARY_IMMUNE = new Set(['shoot', 'insure', 'vigilante', 'check', 'compare', 'burn', 'execute', 'legal-protection']);
/** The mayor in office (data `mayor`, unless `mayor-lost`). */
const mayorOf = (state: GameState): string | null => {
  const mayor = dataValue(state, 'mayor');
  return typeof mayor === 'string' && dataValue(state, 'mayor-lost') !== true ? mayor : null;
};

const READINGS: Readonly<Record<string, RulesetReading>> = {
  // Seed 002: the Detective inquires (twice), the Butler poisons and the Drunkard attacks (town
  // killers: they aim at a culprit only), the Bodyguard and the Doctor protect; the Paperboy's
  // delivery tells a role and whether it is a Mafia Member (`results.role`).
  'mafia-1923': {
    moves: { inquire: 'investigate', poison: 'kill', attack: 'kill', guard: 'protect', protect: 'protect' },
    // The court's family ballot names a family (the public data entry `families`: family -> seats).
    groups: (state) => dataValue(state, 'families') as Readonly<Record<string, readonly string[]>> | undefined,
    finding(result) {
      if (result['kind'] === 'inquiry' && typeof result['target'] === 'string') return { target: result['target'], guilty: result['mafia'] === true };
      if (result['kind'] === 'role' && typeof result['subject'] === 'string') return { target: result['subject'], guilty: result['mafia'] === true };
      return null;
    },
  },
  // Conan BO: Heiji and Megure interrogate (`bo` / `not-bo`), the officers arrest a suspect (a
  // block of the night, aimed at a culprit), Korn injures (the BO's own kill).
  'conan-bo': {
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
  },
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
  'russian-extended': {
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
  },
};

/** The reading of a ruleset (the generic one for a ruleset with nothing of its own). */
export function readingOf(rulesetId: string): RulesetReading {
  return READINGS[rulesetId] ?? GENERIC_READING;
}
