// Mafia 1923's reading for the `informed` strategy (issue #22; informed-rulesets.ts). Clauses are
// seed 002's role texts as rulesets/mafia-1923/README.md gives them (its role table, its
// Interpretations numbered as there).
import type { GameState } from '@mafia/kernel';
import { dataValue, type ComposedMove, type MoveContext, type RulesetReading } from './common';

/** The public data entry `families`: family -> its seats. */
const familiesOf = (state: GameState): Readonly<Record<string, readonly string[]>> =>
  (dataValue(state, 'families') as Readonly<Record<string, readonly string[]>> | undefined) ?? {};
const isAlive = (state: GameState, id: string): boolean => state.seats.some((s) => s.id === id && s.alive && !s.removed);
const familyOfSeat = (state: GameState, seat: string): string | undefined => Object.entries(familiesOf(state)).find(([, seats]) => seats.includes(seat))?.[0];

/** A culprit among the choices, else (from Night 2 on) a player the town has no reason to trust. */
function culpritOrGuess(move: MoveContext): ComposedMove | null {
  const culprit = move.choices.find((id) => move.culprits.has(id));
  if (culprit !== undefined) return { targets: [culprit] };
  if (move.state.clock.phase.number < 2) return null;
  const unknown = move.choices.filter((id) => !move.cleared.has(id) && !move.revealed.has(id));
  return unknown.length > 0 ? { targets: [move.rng.pick(unknown)] } : null;
}

/** A player the town trusts (a revealed investigator first, else a cleared player), or none. */
const trusted = (move: MoveContext): string | undefined =>
  move.choices.find((id) => move.revealed.has(id)) ?? move.choices.find((id) => move.cleared.has(id));

/** Moves composed from the table: ability id -> the move, null for none, undefined for the generic reading. */
const COMPOSE: Readonly<Record<string, (move: MoveContext) => ComposedMove | null | undefined>> = {
  // Butler (N, twice): a Civilian butler poisons a culprit, else from Night 2 a player the town
  // cannot clear (a found culprit is usually tried the next day); a Mafia butler poisons as the
  // Mafia kill (the generic reading: a revealed investigator first).
  poison: (move) => (move.minority ? undefined : culpritOrGuess(move)),
  // Bumbling Bureaucrat (N, twice): the same for his redirection (a Mafia bureaucrat blocks as the
  // generic reading does: a revealed investigator first).
  redirect: (move) => (move.minority ? undefined : culpritOrGuess(move)),
  // Thief (N, once; never in the Mafia): a culprit's role (a Mafia Member's second role, which
  // leaves him a plain Mafia Member), else from Night 2 a player the town cannot clear (stealing from
  // a Townsperson fails and makes the Thief one).
  steal: (move) => (move.minority ? null : culpritOrGuess(move)),
  // Drunkard (N, once; a family, a random living member attacked): a Civilian drunkard attacks a
  // culprit's family, else none; a Mafia drunkard the family other than his own with the most living
  // Civilians (the Mafia knows its members).
  attack(move) {
    const families = familiesOf(move.state);
    const choices = move.offer.targets.choices.filter((f) => families[f] !== undefined);
    if (!move.minority) return one(choices.find((f) => (families[f] ?? []).some((id) => move.culprits.has(id) && isAlive(move.state, id))));
    const own = familyOfSeat(move.state, move.me.id);
    const civilians = (f: string): number => (families[f] ?? []).filter((id) => move.state.seats.some((s) => s.id === id && s.alive && !s.removed && s.faction !== move.me.faction)).length;
    const best = choices.filter((f) => f !== own).sort((a, b) => civilians(b) - civilians(a))[0];
    return best === undefined || civilians(best) === 0 ? null : { targets: [best] };
  },
  // Paperboy (N, twice; the first learns the role of the second): a Civilian paperboy tells a player
  // the town trusts (else one at random) the role of a player the town cannot clear; the reader
  // reveals it like a detective. A Mafia paperboy's knowledge is not modelled: he sends nothing.
  deliver(move) {
    if (move.minority) return null;
    const subjects = move.choices.filter((id) => !move.cleared.has(id) && !move.revealed.has(id) && !move.culprits.has(id));
    if (subjects.length === 0) return null;
    const subject = move.rng.pick(subjects);
    const readers = move.choices.filter((id) => id !== subject && !move.culprits.has(id));
    const reader = readers.find((id) => move.revealed.has(id) || move.cleared.has(id)) ?? (readers.length > 0 ? move.rng.pick(readers) : undefined);
    return reader === undefined ? null : { targets: [reader, subject] };
  },
  // Shadchan (N, once; our design, README Interpretations): with nothing to go on, two players at
  // random fall in love on the first night.
  matchmake(move) {
    const pair = move.rng.shuffle([...move.choices]).slice(0, 2);
    return pair.length === 2 ? { targets: pair } : null;
  },
  // Lawyer (D; itself once): a Civilian lawyer represents the player the Mafia's votes aim at, the
  // revealed investigator, else a cleared player, else nobody; a Mafia lawyer one of his own.
  represent(move) {
    if (move.offer.current !== null) return null;
    if (move.minority) return one(move.choices.find((id) => move.state.seats.some((s) => s.id === id && s.faction === move.me.faction)));
    return one(trusted(move));
  },
  // Sheriff (D, twice; Interpretation 15: the jailed player and family are out of the votes, and the
  // family cannot go to court): once the town knows a living culprit, a Civilian sheriff jails a
  // family with no known culprit, so the court sits where the culprit is and spares a family that
  // would lose a member to a guess; the player he must also name is of that family (his votes are
  // out anyway), one the town trusts first. Without a known culprit he keeps his two jails. A Mafia
  // sheriff's play is not modelled: he sends nothing.
  jail(move) {
    if (move.minority || move.offer.current !== null) return null;
    const { state } = move;
    const families = familiesOf(state);
    const living = (f: string): string[] => (families[f] ?? []).filter((id) => isAlive(state, id));
    if (!Object.keys(families).some((f) => living(f).some((id) => move.culprits.has(id)))) return null;
    for (const family of Object.keys(families).filter((f) => living(f).length > 0 && !living(f).some((id) => move.culprits.has(id)))) {
      const members = living(family);
      const order = [...members.filter((id) => move.revealed.has(id) || move.cleared.has(id)), ...move.rng.shuffle(members.filter((id) => !move.revealed.has(id) && !move.cleared.has(id)))];
      const player = order.find((id) => move.accepts([id, family]));
      if (player !== undefined) return { targets: [player, family] };
    }
    return null;
  },
};

const one = (target: string | undefined): ComposedMove | null => (target === undefined ? null : { targets: [target] });

// Seed 002: the Detective inquires (twice), the Butler poisons and the Drunkard attacks (town
// killers: they aim at a culprit only), the Bodyguard and the Doctor protect; the Paperboy's
// delivery tells a role and whether it is a Mafia Member (`results.role`). The Boss cancels a
// night action and the Bumbling Bureaucrat sends the target's next action astray: blocks (a Mafia
// boss cancels a revealed investigator first).
export const MAFIA_1923_READING: RulesetReading = {
  moves: { inquire: 'investigate', poison: 'kill', attack: 'kill', guard: 'protect', protect: 'protect', cancel: 'block', redirect: 'block' },
  compose: (move) => COMPOSE[move.offer.ability]?.(move),
  // The court's family ballot names a family (the public data entry `families`: family -> seats).
  groups: (state) => dataValue(state, 'families') as Readonly<Record<string, readonly string[]>> | undefined,
  finding(result) {
    if (result['kind'] === 'inquiry' && typeof result['target'] === 'string') return { target: result['target'], guilty: result['mafia'] === true };
    if (result['kind'] === 'role' && typeof result['subject'] === 'string') return { target: result['subject'], guilty: result['mafia'] === true };
    return null;
  },
};
