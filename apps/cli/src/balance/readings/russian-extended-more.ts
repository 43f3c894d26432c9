// The Russian reading's moves of roles 9-38 that need a pair, a role list or a conditional move
// (issue #22, lane informed-russian-2; ./russian-extended-moves.ts `composeMove` plans them). Each a
// modelling choice of what a reasonable player does, with its clause.
import type { Seat } from '@mafia/kernel';
import type { ComposedMove, MoveContext } from './common';

type Plan = (m: MoveContext) => ComposedMove | null | undefined;

const seatIn = (m: MoveContext, id: string): Seat | undefined => m.state.seats.find((s) => s.id === id);
const living = (m: MoveContext): string[] => m.choices.filter((id) => seatIn(m, id)?.alive === true);
const ownSide = (m: MoveContext): string[] => living(m).filter((id) => seatIn(m, id)?.faction === m.me.faction);
const outsiders = (m: MoveContext): string[] => living(m).filter((id) => seatIn(m, id)?.faction !== m.me.faction);
const unknowns = (m: MoveContext): string[] =>
  living(m).filter((id) => !m.culprits.has(id) && !m.cleared.has(id) && !m.revealed.has(id));
/** The blacks' mark: the town's revealed investigator, else an outsider the town cannot place. */
const mark = (m: MoveContext): string | undefined => {
  const out = outsiders(m);
  const quiet = out.filter((id) => !m.cleared.has(id) && !m.culprits.has(id));
  return out.find((id) => m.revealed.has(id)) ?? (quiet.length > 0 ? m.rng.pick(quiet) : undefined);
};
/** The first of these target lists the ruleset accepts. */
const firstOf = (m: MoveContext, lists: readonly string[][]): ComposedMove | null => {
  for (const targets of lists) if (m.accepts(targets)) return { targets };
  return null;
};
/** The civilian roles that check or track (a corpse holding one is worth a role swap or a raise). */
const CHECKING = ['commissar', 'detective', 'investigator', 'journalist', 'lawyer', 'inquisitor', 'criminalist'];

export const MORE_MOVES: Readonly<Record<string, Plan>> = {
  // PHA-2, PHA-3, PHA-5: at every vote the phantom names whom he would possess should the vote take
  // him (the move counts only if he dies by it): a player his side trusts (he leaves with him, so a
  // player the town will not lynch), else one the town cannot place. N-PH.1, N-PH.2: a black phantom's
  // possession is a curse that blocks the role and the colour: the town's revealed investigator, else its mark.
  possess(m) {
    if (m.offer.current !== null) return null;
    if (m.minority) {
      const target = mark(m);
      return target === undefined ? null : firstOf(m, [[target]]);
    }
    const trusted = living(m).filter((id) => m.revealed.has(id) || m.cleared.has(id));
    return firstOf(m, [...trusted, ...m.rng.shuffle(unknowns(m)).slice(0, 2)].map((id) => [id]));
  },
  // N-PH.6, PHA-6, PHA-8: the players the blacks kill at night are reds, and a phantom effect keeps
  // their votes for a day: a black phantom switches the effect off once, on his first night.
  'stop-phantoms': (m) => (m.offer.current === null && m.state.clock.phase.number === 1 ? firstOf(m, [[]]) : null),
  // N-LIAR.2: a black liar's hidden vote goes to the blacks' mark (the revealed investigator, else an
  // outsider the town cannot place), once a vote, if he compromised another player.
  'secret-vote': (m) => {
    if (!m.minority || m.offer.current !== null) return null;
    const target = mark(m);
    return target === undefined ? null : firstOf(m, [[target]]);
  },
  // N-KZ.1, N-KZ.2, N-KZ.6: each evening the black kamikaze names the town's checking and tracking roles
  // (a commissar who checks him dies with him instead of finding him black), the killers by default.
  'kamikaze-roles': (m) => {
    if (m.offer.current !== null) return null;
    const roles = m.choices.filter((r) => CHECKING.includes(r) || r === 'blocker' || r === 'homeless');
    return roles.length === 0 ? null : firstOf(m, [roles]);
  },
  // ANO-4..ANO-6: the anonymous replaces a watched player the town has since placed (found or cleared:
  // nothing left to learn) with one it cannot place; the ruleset's `not-watched` picks among the choices.
  'replace-surveillance': (m) => {
    if (m.offer.current !== null) return null;
    const placed = living(m).filter((id) => m.culprits.has(id) || m.cleared.has(id));
    const fresh = m.rng.shuffle(unknowns(m)).slice(0, 2);
    const pairs: string[][] = [];
    for (const old of placed) for (const id of fresh) pairs.push([old, id]);
    return firstOf(m, pairs.slice(0, 8));
  },
  // Witch r.2, r.6: she swaps the town's revealed investigator with a found black (should that black
  // shoot him, r.6 cancels the shot); a black witch the revealed investigator with a partner (the
  // night's check goes to the partner, r.3). Nothing to swap otherwise.
  swap: (m) => {
    const investigator = living(m).find((id) => m.revealed.has(id));
    if (investigator === undefined) return null;
    const other = m.minority ? ownSide(m) : living(m).filter((id) => m.culprits.has(id));
    return firstOf(m, other.slice(0, 3).map((id) => [investigator, id]));
  },
  // Witch r.13: lynched, she gives a dead checker's role to a living player her side trusts (a black
  // witch to a partner), fixed at once: the town gets its checker back.
  'death-swap': (m) => {
    const corpses = m.choices.filter((id) => {
      const s = seatIn(m, id);
      return s !== undefined && !s.alive && CHECKING.includes(s.role);
    });
    const heirs = m.minority ? ownSide(m) : living(m).filter((id) => m.revealed.has(id) || m.cleared.has(id));
    const pairs: string[][] = [];
    for (const heir of heirs.slice(0, 3)) for (const corpse of corpses.slice(0, 3)) pairs.push([heir, corpse]);
    return firstOf(m, pairs);
  },
  // Necromancer r.15-r.17: he drops a cursed toy for a dead checker's corpse (its moves become his
  // undead's); the ruleset's check finds which of the living choices are his toys.
  raise: (m) => {
    if (m.offer.current !== null) return null;
    const corpses = m.choices.filter((id) => {
      const s = seatIn(m, id);
      return s !== undefined && !s.alive && CHECKING.includes(s.role);
    });
    if (corpses.length === 0) return null;
    const pairs: string[][] = [];
    for (const corpse of corpses.slice(0, 2)) for (const toy of living(m)) pairs.push([toy, corpse]);
    return firstOf(m, pairs);
  },
};
