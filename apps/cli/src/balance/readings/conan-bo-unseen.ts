// Conan BO's reading, the moves of the roles no shipped setup deals (lane informed-conan-2): Bourbon,
// Chianti, Calvados, Kir, Korn's and Chianti's snipe, Irish's frame, Kid, Kogoro, Haibara. Clause
// ids are those of the specification (shared rules/conan-bo.md). The moves shared with the shipped
// roles are in conan-bo.ts, which merges these.
import type { GameState, Seat } from '@mafia/kernel';
import type { ComposedMove, MoveContext } from './common';

const holds = (seat: Seat | undefined, status: string): boolean => seat?.statuses.some((s) => s.id === status) ?? false;
const seatOf = (state: GameState, id: string): Seat | undefined => state.seats.find((s) => s.id === id);
const outsiders = (move: MoveContext): string[] => move.choices.filter((id) => seatOf(move.state, id)?.faction !== move.me.faction);

/** CB-D4: the snipers (CB-D15.3: `mode: snipe`). */
export const SNIPERS: readonly string[] = ['chianti', 'korn'];
/** The roles that read a player's appearance as BO or not (CB-D12.2). */
const INTERROGATORS = ['heiji', 'megure'];
/**
 * The town roles Bourbon looks for, the most harmful to the BO first: the investigators, the
 * police, the protectors. The setup's role list is public; who holds each role is not.
 */
const SPY_ORDER = ['conan', 'heiji', 'megure', 'hakuba', 'satou', 'takagi', 'ran', 'araide', 'makoto', 'agasa'];

/** What the BO's spies were told (`spy` results to BO members, CB-D4 §3.4): the BO shares its members' results. */
function spied(state: GameState): Array<{ target: string; role: string; value: boolean }> {
  const found: Array<{ target: string; role: string; value: boolean }> = [];
  for (const notice of state.notices) {
    const r = notice.result;
    if (r?.['kind'] !== 'spy' || notice.audience.to !== 'seat' || seatOf(state, notice.audience.seat)?.faction !== 'bo') continue;
    if (typeof r['target'] === 'string' && typeof r['role'] === 'string') found.push({ target: r['target'], role: r['role'], value: r['value'] === true });
  }
  return found;
}

/** CB-D19: a living outsider a spy found to be a role, and that role (an APTX needs the true role). */
export function spiedVictim(move: MoveContext): { target: string; role: string } | undefined {
  // Only Bourbon spies: a game without him skips the look through the notices.
  if (!move.state.seats.some((s) => s.role === 'bourbon')) return undefined;
  const hit = spied(move.state).find((s) => s.value && move.choices.includes(s.target) && seatOf(move.state, s.target)?.faction !== move.me.faction);
  return hit === undefined ? undefined : { target: hit.target, role: hit.role };
}

/**
 * The roles a spy may still look for: dealt to the town (a seat holds it) and not located yet (no
 * revealed investigator, no dead seat and no spy answer names it).
 */
function unlocated(move: MoveContext): string[] {
  const located = new Set(spied(move.state).flatMap((s) => (s.value ? [s.role] : [])));
  for (const s of move.state.seats) if (!s.alive || move.revealed.has(s.id)) located.add(s.role);
  return SPY_ORDER.filter((role) => !located.has(role) && move.state.seats.some((s) => s.role === role && s.faction === 'town'));
}

/** A revealed investigator Bourbon blackmails tonight, if any (the same answer for `spy` and `blackmail`: one group, CB-2). */
const blackmailTarget = (move: MoveContext): string | undefined => outsiders(move).find((id) => move.revealed.has(id));

export const UNSEEN_MOVES: Readonly<Record<string, (move: MoveContext) => ComposedMove | null>> = {
  // CB-D4 `bourbon` (spy | blackmail, one a night, CB-2). A revealed investigator would lead
  // tomorrow's thread: Bourbon blackmails him (his posts are refused, §3.4 `blackmail`; the bots do
  // not post, so in a simulation it changes nothing). Else he spies: "is X <role>?" for the first
  // harmful town role not located yet, on an outsider not asked about it before; a true answer lets
  // the BO's APTX name that role (CB-D19, conan-bo.ts `aptx`).
  spy(move) {
    if (blackmailTarget(move) !== undefined) return null;
    const role = unlocated(move)[0];
    if (role === undefined) return null;
    const asked = new Set(spied(move.state).flatMap((s) => (s.role === role ? [s.target] : [])));
    const pool = outsiders(move).filter((id) => !asked.has(id) && !move.revealed.has(id));
    const target = pool.length > 0 ? move.rng.pick(pool) : undefined;
    return target !== undefined && move.accepts([target], { role }) ? { targets: [target], options: { role } } : null;
  },
  blackmail(move) {
    const target = blackmailTarget(move);
    return target === undefined ? null : { targets: [target] };
  },
  // CB-D4 `calvados`, CB-D15.4 (once, spent only by a carried-out kill): tonight's kill cannot be
  // stopped. The BO's killer aims at a revealed investigator first (conan-bo.ts `kill-order`), and
  // the town's protectors cover him (informed.ts): Calvados bribes the night a revealed
  // investigator is there to be killed (in Japan, not arrested).
  bribe(move) {
    const target = outsiders(move).find((id) => move.revealed.has(id) && !holds(seatOf(move.state, id), 'abroad') && !holds(seatOf(move.state, id), 'arrested'));
    return target !== undefined && move.offer.current === null && move.accepts([]) ? { targets: [] } : null;
  },
  // CB-D21: Kogoro's +1 goes on a living culprit the town knows (its lynch pick); with none known
  // he accuses nobody (a +1 on a guess could only split the town's ballot).
  accuse: (move) => {
    const culprit = move.choices.find((id) => move.culprits.has(id));
    return culprit === undefined ? null : { targets: [culprit] };
  },
  // CB-D19.3: the BO's APTX aims at a revealed investigator (his claim told his role): Haibara's
  // antidote covers him; with none revealed she covers herself (self allowed, §3.4).
  antidote(move) {
    const target = move.choices.find((id) => move.revealed.has(id)) ?? move.me.id;
    return move.accepts([target]) ? { targets: [target] } : null;
  },
  // CB-D4 `kid` (steal | temporary-disguise, one a night, CB-2). Kid steals from a known culprit
  // (he may hold the Black Suitcase, whose action then fails, CB-D17.4, or a gadget); with none
  // known a steal finds nothing, and he models a player the town cleared, else one at random: to
  // Bourbon's spy he then reads as that role, not his own (CB-D12.1).
  steal(move) {
    if (move.minority) return null;
    const culprit = move.choices.find((id) => move.culprits.has(id));
    return culprit === undefined ? null : { targets: [culprit] };
  },
  'temporary-disguise': (move) => temporaryDisguise(move),
  frame: (move) => frame(move),
};

/** Irish's night (CB-D4 `irish`: frame | temporary-disguise, CB-2); Kid's disguise (above). */
export function temporaryDisguise(move: MoveContext): ComposedMove | null {
  if (!move.minority) {
    if (move.choices.some((id) => move.culprits.has(id))) return null;
    const trusted = move.choices.filter((id) => move.cleared.has(id));
    const pool = trusted.length > 0 ? trusted : move.choices;
    return pool.length > 0 ? { targets: [move.rng.pick(pool)] } : null;
  }
  if (irishFrames(move.state)) return null;
  const trusted = move.choices.filter((id) => move.cleared.has(id) && seatOf(move.state, id)?.faction !== move.me.faction);
  const pool = trusted.length > 0 ? trusted : outsiders(move);
  return pool.length > 0 ? { targets: [move.rng.pick(pool)] } : null;
}

/**
 * Irish disguises while an interrogator lives (CB-D12.2 reads his appearance: the public role list
 * less the roles shown dead tells the BO whether one may); with none left and Conan alive, he
 * frames instead (CB-D9.4: a planted record answers Conan's claims and the police's charges).
 */
const irishFrames = (state: GameState): boolean =>
  !state.seats.some((s) => s.alive && INTERROGATORS.includes(s.role)) && state.seats.some((s) => s.alive && s.role === 'conan');

/**
 * CB-D9.4, CB-D12.3: Irish plants a `killing` on a player the town has no reason to trust (Conan's
 * claims pick their suspect among them), its object the BO's likely victim (a revealed
 * investigator, Conan's object too), else a cleared outsider, else one at random: a true "framed
 * kill object" makes the town lynch, and the police arrest, a town player.
 */
export function frame(move: MoveContext): ComposedMove | null {
  if (!irishFrames(move.state)) return null;
  const out = outsiders(move);
  const unknown = out.filter((id) => !move.cleared.has(id) && !move.revealed.has(id) && !move.culprits.has(id));
  if (unknown.length === 0) return null;
  const framed = move.rng.pick(unknown);
  const rest = out.filter((id) => id !== framed);
  const object = rest.find((id) => move.revealed.has(id)) ?? rest.find((id) => move.cleared.has(id)) ?? (rest.length > 0 ? move.rng.pick(rest) : undefined);
  const options = { crime: 'killing' };
  return object !== undefined && move.accepts([framed, object], options) ? { targets: [framed, object], options } : null;
}
