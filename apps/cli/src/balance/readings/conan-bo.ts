// Conan BO's reading for the `informed` strategy (issue #22; informed-rulesets.ts). Clause ids are
// those of the specification (shared rules/conan-bo.md); ledger keys and statuses as the ruleset
// writes them (rulesets/conan-bo/src/game/seats.ts `LEDGER`).
import type { GameState, Seat } from '@mafia/kernel';
import { investigation, type ComposedMove, type MoveContext, type RulesetReading } from './common';
import { SNIPERS, spiedVictim, UNSEEN_MOVES } from './conan-bo-unseen';
import { visitFinding } from './visits';

/** CB-D3: BO ranks, 1 (the leader's first heir) first. */
const BO_RANKS = ['anokata', 'gin', 'vermouth', 'bourbon', 'vodka', 'chianti', 'korn', 'irish', 'pisco', 'calvados', 'tequila', 'kir'];
/** CB-D3: the Detective Boys' ranks, 1 first. */
const DB_RANKS = ['mitsuhiko', 'ayumi', 'genta'];
const holds = (seat: Seat | undefined, status: string): boolean => seat?.statuses.some((s) => s.id === status) ?? false;
const living = (state: GameState): Seat[] => state.seats.filter((s) => s.alive && !s.removed);
const seatOf = (state: GameState, id: string): Seat | undefined => state.seats.find((s) => s.id === id);
/** CB-D14: available to kill = alive, not arrested, in Japan. */
const available = (seat: Seat): boolean => seat.alive && !seat.removed && !holds(seat, 'arrested') && !holds(seat, 'abroad');
const turns = (state: GameState, seat: string): number => state.ledger[`kill-turns:${seat}`] ?? 0;

/**
 * CB-D13, CB-D14, CB-27: tonight's killer, the same for every member who asks: the first seat among
 * the available BO members with the fewest kill turns (the rotation lets only those kill). He names
 * himself, so no member needs the leader's authority (CB-27).
 */
export function killerOf(state: GameState): Seat | undefined {
  const pool = state.seats.filter((s) => s.faction === 'bo' && available(s));
  const fewest = Math.min(...pool.map((s) => turns(state, s.id)));
  return pool.find((s) => turns(state, s.id) === fewest);
}

/**
 * CB-25, CB-D16.1: the BO leader: the member in office (data `bo-leader`) while alive, else the
 * highest-ranked living member (the ruleset's `leaderOf`, read here so the members who are not the
 * leader skip the ruleset's whole check of their suitcase moves).
 */
export function leaderOf(state: GameState): Seat | undefined {
  const inOffice = state.data['bo-leader']?.value;
  const current = typeof inOffice === 'string' ? seatOf(state, inOffice) : undefined;
  if (current && current.alive && !current.removed && current.faction === 'bo') return current;
  return living(state)
    .filter((s) => s.faction === 'bo')
    .sort((a, b) => BO_RANKS.indexOf(a.role) - BO_RANKS.indexOf(b.role))[0];
}

/** CB-D17: tonight's suitcase holder: the member the ledger names (`suitcase:<seat>`), else the leader. */
const holdsSuitcase = (state: GameState, seat: Seat): boolean =>
  (state.ledger[`suitcase:${seat.id}`] ?? 0) > 0 || (leaderOf(state)?.id === seat.id && !Object.keys(state.ledger).some((k) => k.startsWith('suitcase:') && (state.ledger[k] ?? 0) > 0));

/** Outsiders among the choices, the revealed ones (the town's known investigators) first if any. */
function outsiderPick(move: MoveContext): string | undefined {
  const outsiders = move.choices.filter((id) => seatOf(move.state, id)?.faction !== move.me.faction);
  const revealed = outsiders.filter((id) => move.revealed.has(id));
  if (revealed.length > 0) return move.rng.pick(revealed);
  return outsiders.length > 0 ? move.rng.pick(outsiders) : undefined;
}

/** Players the town has no reason to trust (neither cleared nor revealed), culprits first. */
function suspectPick(move: MoveContext): string | undefined {
  const culprit = move.choices.find((id) => move.culprits.has(id));
  if (culprit !== undefined) return culprit;
  const unknown = move.choices.filter((id) => !move.cleared.has(id) && !move.revealed.has(id));
  return unknown.length > 0 ? move.rng.pick(unknown) : undefined;
}

/** Tonight's BO kill order, if one was sent (the BO sees its own orders). */
const killOrderNow = (state: GameState): { killer: string; victim: string } | undefined => {
  const order = state.intents.find((i) => i.ability === 'kill-order' && i.phase.kind === state.clock.phase.kind && i.phase.number === state.clock.phase.number);
  const [killer, victim] = order?.targets ?? [];
  return killer !== undefined && victim !== undefined ? { killer, victim } : undefined;
};

/** An arrested player the town trusts (cleared or revealed) and has not found guilty: `release`, `lawsuit` free him. */
const freed = (move: MoveContext, id: string): boolean =>
  holds(seatOf(move.state, id), 'arrested') && (move.cleared.has(id) || move.revealed.has(id)) && !move.culprits.has(id);

/** A move on one target, or none. */
const one = (target: string | undefined): ComposedMove | null => (target === undefined ? null : { targets: [target] });

/** Moves composed from the table (several targets, none, options): ability id -> the move, or null. */
const COMPOSE: Readonly<Record<string, (move: MoveContext) => ComposedMove | null>> = {
  // CB-D13.1, CB-D14, CB-27: the one member the rotation sends tonight orders the kill, naming
  // himself; the victim: a revealed investigator first, else an outsider at random, never the
  // killer's lover (CB-29: `lover-target`).
  'kill-order'(move) {
    if (move.offer.current !== null || killerOf(move.state)?.id !== move.me.id) return null;
    const partner = move.me.statuses.find((s) => s.id === 'lover')?.data?.['partner'];
    const victim = outsiderPick({ ...move, choices: move.choices.filter((id) => id !== partner) });
    if (victim === undefined) return null;
    // CB-D15.3: a sniper's kill is sniped (unhealable; the snipe is spent only when it kills), if he has one left.
    const snipe = SNIPERS.includes(move.me.role) && move.accepts([move.me.id, victim], { mode: 'snipe' });
    if (!snipe && !move.accepts([move.me.id, victim], { mode: 'kill' })) return null;
    return { targets: [move.me.id, victim], options: { mode: snipe ? 'snipe' : 'kill' } };
  },
  // CB-D12.1, §3.4 `disguise`: Vermouth appears as a Townsperson, the commonest town role (an
  // interrogation reads `not-bo`, a death reveal shows a Townsperson). She disguises again only when
  // the disguise is gone (an injury ends it); a repeat would change nothing.
  disguise: (move) => (holds(move.me, 'disguised') || move.offer.current !== null ? null : { targets: [], options: { role: 'townsperson' } }),
  // CB-D12.3: Conan checks the claim "suspect kill object": the suspect a player the town cannot
  // clear, the object the BO's likely victim (a revealed investigator, else a player the town trusts,
  // else one at random). A stopped kill is an attack and reads true too (CB-14).
  investigate(move) {
    const suspect = suspectPick({ ...move, choices: move.choices.filter((id) => !move.culprits.has(id)) });
    if (suspect === undefined) return null;
    const others = move.choices.filter((id) => id !== suspect);
    const revealed = others.filter((id) => move.revealed.has(id));
    const trusted = others.filter((id) => move.cleared.has(id));
    const object = revealed[0] ?? (trusted.length > 0 ? move.rng.pick(trusted) : others.length > 0 ? move.rng.pick(others) : undefined);
    return object === undefined ? null : { targets: [suspect, object], options: { action: 'kill' } };
  },
  // CB-D12.2: Gin's slander turns a town player's interrogation into `bo` (the town then lynches or
  // arrests him on that word): an outsider at random, a revealed investigator spared (the town
  // would not believe it of him).
  slander(move) {
    const outsiders = move.choices.filter((id) => seatOf(move.state, id)?.faction !== move.me.faction && !move.revealed.has(id));
    return one(outsiders.length > 0 ? move.rng.pick(outsiders) : undefined);
  },
  // §3.4 `accompany`: Kazuha takes a vote off a player the town trusts (a revealed investigator or
  // a cleared player, whom the BO's votes may aim at), else nothing.
  accompany(move) {
    if (move.offer.current !== null) return null;
    const trusted = move.choices.filter((id) => move.revealed.has(id) || move.cleared.has(id));
    return one(trusted.length > 0 ? move.rng.pick(trusted) : undefined);
  },
  // §3.4 `vengeance`: Akai names a known culprit, else a player the town has no reason to trust;
  // it fires only if he dies this phase. Renamed only when a culprit becomes known.
  vengeance(move) {
    const current = move.offer.current?.targets[0];
    if (current !== undefined && (move.culprits.has(current) || !move.culprits.size)) return null;
    return one(suspectPick(move));
  },
  // CB-D19, CB-36: the pills are few and a wrong guess wastes one: the BO poisons a revealed
  // investigator (his claim told his role), else a player Bourbon's spy found to be a role
  // (conan-bo-unseen.ts), one pill a day, sent by the first free member.
  aptx(move) {
    const sender = move.state.seats.find((s) => s.faction === 'bo' && s.alive && !s.removed && !holds(s, 'arrested'));
    if (sender?.id !== move.me.id || move.offer.current !== null) return null;
    const found = move.choices.find((id) => move.revealed.has(id) && seatOf(move.state, id)?.faction !== move.me.faction);
    const spied = found === undefined ? spiedVictim(move) : undefined;
    const target = found ?? spied?.target;
    const role = found === undefined ? spied?.role : seatOf(move.state, found)?.role;
    return target === undefined || role === undefined || !move.accepts([target], { role }) ? null : { targets: [target], options: { role } };
  },
  // CB-32, CB-D17: the leader hands the Black Suitcase down the BO by rank, every member listed.
  'give-suitcase'(move) {
    if (move.offer.current !== null || leaderOf(move.state)?.id !== move.me.id) return null;
    const members = living(move.state)
      .filter((s) => s.faction === 'bo' && move.offer.targets.choices.includes(s.id))
      .sort((a, b) => BO_RANKS.indexOf(a.role) - BO_RANKS.indexOf(b.role))
      .slice(0, move.offer.targets.count)
      .map((s) => s.id);
    return members.length >= move.offer.targets.min && move.accepts(members) ? { targets: members } : null;
  },
  // CB-D17.3: the holder frightens (neutralizes) a revealed investigator, else an outsider.
  suitcase(move) {
    if (move.offer.current !== null || !holdsSuitcase(move.state, move.me)) return null;
    const target = outsiderPick(move);
    return target !== undefined && move.accepts([target], { action: 'frighten' }) ? { targets: [target], options: { action: 'frighten' } } : null;
  },
  // CB-12, CB-D9, §3.4 (one of the two a night, CB-2), once a kill order stands: Pisco hides the
  // body of a revealed investigator (his role and will would tell the town what he found); else he
  // wipes the killer's `killing` record of tonight (each crime once a game, `crime-already-erased`),
  // and once that is spent he hides the body.
  'erase-body'(move) {
    const order = killOrderNow(move.state);
    const wiped = (move.state.ledger[`evidence-erased:${move.me.id}:killing`] ?? 0) > 0;
    if (order === undefined || (!move.revealed.has(order.victim) && !wiped)) return null;
    return move.accepts([order.victim]) ? { targets: [order.victim] } : null;
  },
  'erase-evidence'(move) {
    const order = killOrderNow(move.state);
    if (order === undefined || move.revealed.has(order.victim)) return null;
    return move.accepts([order.killer], { crime: 'killing' }) ? { targets: [order.killer], options: { crime: 'killing' } } : null;
  },
  // CB-D20: Yumi has nothing to go on on Night 1: two players at random become lovers.
  matchmake(move) {
    const pair = move.rng.shuffle([...move.choices]).slice(0, 2);
    return pair.length === 2 ? { targets: pair } : null;
  },
  // §3.4 `stakeout`, CB-D12.6: only the highest-ranked Detective Boy's stakeout goes through, so
  // only he sends it: he watches the BO's likely victim (a revealed investigator), else a player
  // at random.
  stakeout(move) {
    const first = move.state.seats
      .filter((s) => s.alive && !s.removed && DB_RANKS.includes(s.role) && !holds(s, 'arrested'))
      .sort((a, b) => DB_RANKS.indexOf(a.role) - DB_RANKS.indexOf(b.role))[0];
    if (first?.id !== move.me.id) return null;
    const revealed = move.choices.filter((id) => move.revealed.has(id));
    return one(revealed[0] ?? (move.choices.length > 0 ? move.rng.pick([...move.choices]) : undefined));
  },
  // CB-D6, §3.4 `travel` (once): a revealed traveller (his track found a culprit) leaves by day,
  // abroad through the night the BO would kill him.
  travel: (move) => (move.state.clock.phase.kind === 'day' && move.revealed.has(move.me.id) && move.accepts([]) ? { targets: [] } : null),
  // §3.4 `release`, `lawsuit`: free an arrested player the town trusts (never a culprit).
  release: (move) => one(move.choices.find((id) => freed(move, id))),
  lawsuit: (move) => one(move.choices.find((id) => freed(move, id))),
  // §3.4 `voice-of-reason` (once): Eri stops a lynch without evidence: from Day 2 on, on the first
  // day the town knows no living culprit (its ballot would be a guess).
  'voice-of-reason'(move) {
    if (move.state.clock.phase.number < 2 || move.offer.current !== null) return null;
    const known = living(move.state).some((s) => move.culprits.has(s.id));
    return known || !move.accepts([]) ? null : { targets: [] };
  },
  // The roles no shipped setup deals (conan-bo-unseen.ts).
  ...UNSEEN_MOVES,
};

// Conan BO: Heiji and Megure interrogate (`bo` / `not-bo`), the officers arrest a suspect (a
// block of the night, aimed at a culprit), Korn injures (the BO's own kill); the moves COMPOSE
// builds above (and conan-bo-unseen.ts: Bourbon, Calvados, Irish, Kid, Kogoro, Haibara); Vodka's
// frighten, Tequila's hinder, Chianti's discombobulate (CB-D4: the target's actions land at random)
// and Kir's confuse (CB-D12.4: the target's results are falsified) are the BO's blocks, a revealed
// investigator first, else an outsider.
export const CONAN_BO_READING: RulesetReading = {
  // CB-22: an arrest names a crime; a wrong one is a false charge that suspends the officer. The
  // officers charge a found BO member with killing, and arrest nobody they have not found.
  // Gadgets (CB-D7 #3, #21): Agasa hands the stun-watch to a player the town trusts (the revealed
  // interrogator first); its holder stuns a found BO member, else a player he has no reason to trust
  // (a block: the stun-watch neutralizes).
  // `use-gadget` is everybody's move but works only for a holder (`no-gadget`): only holders send it.
  moves: {
    interrogate: 'investigate',
    arrest: 'block',
    injure: 'kill',
    protect: 'protect',
    heal: 'protect',
    guard: 'protect',
    'give-gadget': 'protect',
    'use-gadget': 'block',
    frighten: 'block',
    hinder: 'block',
    discombobulate: 'block',
    confuse: 'block',
    track: 'investigate',
  },
  options: { arrest: { crime: 'killing' }, 'give-gadget': { gadget: 'stun-watch' }, 'use-gadget': { gadget: 'stun-watch' } },
  culpritsOnly: ['arrest'],
  mayAct: (ability, seat, state) => ability !== 'use-gadget' || (state.ledger[`gadget:${seat}:stun-watch`] ?? 0) > 0,
  compose: (move) => COMPOSE[move.offer.ability]?.(move),
  finding(result, seen) {
    const kind = result['kind'];
    const target = result['target'];
    if (typeof target !== 'string') return null;
    if (kind === 'interrogation') return { target, guilty: result['value'] === 'bo' };
    // CB-D12.3: a true "suspect kill object" finds the suspect; a false claim clears nobody.
    if (kind === 'investigation' && 'action' in result) return result['action'] === 'kill' && result['value'] === true ? { target, guilty: true } : null;
    // §3.4 `track`, `stakeout`: a visit to a player found dead that morning (visits.ts).
    if (kind === 'track' || kind === 'watch') return visitFinding(result, seen);
    return investigation(result);
  },
};
