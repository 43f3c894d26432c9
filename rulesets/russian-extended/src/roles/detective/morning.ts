import type { GameState, Intent, JsonObject } from '@mafia/kernel';
import { KEYS, read } from '../../data';
import { isBlack, living, negativeOf, seatOf } from '../../model';
import { diedTonight, type NightResult } from '../../night/book';
import { NEGATIVE_ABILITIES } from '../../night/night-order';
import { isSpecialMove } from '../werewolf';
import { investigatorCopy, playsBlackDetective } from './black';

/** Moves that are no civilian move and leave no trace for a role request (BLK-11 suicide, NN-1 notes). */
const NOT_MOVES = ['suicide', 'approve-suicide', 'note'];

/** One private morning result; `delay` nights later when set (DET-6, DET-16). */
export type Delivery = {
  to: string | 'investigators';
  key: string;
  params: JsonObject;
  result: JsonObject;
  /** The morning it is due: the night number it follows. */
  night: number;
};

/** Where each seat's civilian role went one night (the role request's memory, DET-12). */
export type Movement = {
  night: number;
  seat: string;
  role: string;
  visited: string[];
};

const placesOf = (actions: NightResult['actions'], seat: string): string[] => {
  // DET-9: a move made only of visits (the journalist's, the drug dealer's, the maid's) goes to its targets too.
  const places = actions.flatMap((a) => a.components.flatMap((c) => ('target' in c ? [c.target] : [])));
  return [...new Set(places.filter((p) => p !== seat))].sort();
};

/** An insurance that did not fire never left home (MOV-4). */
const firedActions = (result: NightResult, seat: string): NightResult['actions'] =>
  result.actions.filter((a) => a.actor === seat && !NOT_MOVES.includes(a.ability) && !isSpecialMove(result.log.state, a) && (a.ability !== 'insure' || result.log.shots.some((s) => s.action === a.id)));

/**
 * DET-3..DET-5: where the tracked player went; a negative move is tracked first (DET-5). DET-3: a
 * move into oneself is "stayed home". DET-7: only the final target of a redirected move.
 */
export function trackedVisits(state: GameState, result: NightResult, target: string): string[] {
  const moved = geishaProstitutePlaces(result, target);
  if (moved !== null) return moved;
  const own = firedActions(result, target);
  const negative = own.filter((a) => NEGATIVE_ABILITIES.includes(a.ability));
  const chosen = negative.length > 0 && isBlack(seatOf(state, target)) ? negative : own;
  return placesOf(chosen, target);
}

/** DET-12: the civilian role's whereabouts: the civilian moves only, never the negative overlay's. */
export function movementsOf(state: GameState, result: NightResult, night: number): Movement[] {
  return living(state).map((seat) => ({
    night,
    seat: seat.id,
    role: seat.role,
    visited: placesOf(firedActions(result, seat.id).filter((a) => !NEGATIVE_ABILITIES.includes(a.ability)), seat.id),
  }));
}

/**
 * N-GEI.4: "if one of the clients is killed at night, for any tracking of the prostitute's moves
 * she is considered to have been at the other client, or to have stayed at home if there is no
 * other client or he also died". A Geisha holding the prostitute's role (two clients, N-GEI.1; her
 * company and her civilian `take`): once a client of hers died tonight, the places every tracking
 * shows for her (the other living client, or none: at home); null while no client of hers died,
 * and for anyone else (the ordinary rules apply).
 */
function geishaProstitutePlaces(result: NightResult, seat: string): string[] | null {
  const holder = result.log.state.seats.find((s) => s.id === seat);
  if (!holder || !isBlack(holder) || negativeOf(holder) !== 'geisha' || holder.role !== 'prostitute') return null;
  const moves = result.log.intents.filter((i) => i.actor === seat && (i.ability === 'entertain' || i.ability === 'take'));
  const clients = [...new Set(moves.flatMap((i) => i.targets.filter((t) => t !== seat)))];
  const died = new Set(diedTonight(result.resolution));
  if (!clients.some((c) => died.has(c))) return null;
  return clients.filter((c) => !died.has(c)).slice(0, 1);
}

/** Who came to a seat tonight (DET-13/DET-14 "additionally", l.115 items 17–18): moves that ran or fired. */
export function visitorsOf(result: NightResult, seat: string): string[] {
  const seen = ordinaryVisitorsOf(result, seat);
  // N-GEI.4: a geisha-prostitute whose client died is seen only where the rule puts her.
  const placed = new Map<string, string[]>();
  for (const actor of new Set(result.log.intents.map((i) => i.actor))) {
    const places = actor === seat ? null : geishaProstitutePlaces(result, actor);
    if (places !== null) placed.set(actor, places);
  }
  if (placed.size === 0) return seen;
  const here = [...placed].filter(([, places]) => places.includes(seat)).map(([geisha]) => geisha);
  return [...new Set([...seen.filter((v) => !placed.has(v)), ...here])].sort();
}

function ordinaryVisitorsOf(result: NightResult, seat: string): string[] {
  const came = result.actions.filter(
    (a) =>
      a.actor !== seat &&
      !NOT_MOVES.includes(a.ability) &&
      // HOM-8, DET-8: a werewolf's special move is seen by no tracker.
      !isSpecialMove(result.log.state, a) &&
      a.components.some((c) => 'target' in c && c.target === seat) &&
      (a.ability === 'insure' || a.ability === 'shoot' ? result.log.shots.some((s) => s.action === a.id && s.target === seat && s.outcome !== 'prevented') : result.log.ran.has(a.id)),
  );
  return [...new Set(came.map((a) => a.actor))].sort();
}

/**
 * The roles of a seat's visitors (l.115 item 17: civilian and negative): the negative role of a
 * visitor who came with a negative move, his civilian role otherwise. Never their names.
 */
export function visitorRoles(state: GameState, result: NightResult, seat: string): string[] {
  return visitorsOf(result, seat)
    .map((v) => {
      const visitor = seatOf(state, v);
      const negative = negativeOf(visitor);
      const cameAsNegative = result.actions.some((a) => a.actor === v && NEGATIVE_ABILITIES.includes(a.ability) && !isSpecialMove(state, a) && a.components.some((c) => 'target' in c && c.target === seat));
      return negative && cameAsNegative ? negative : visitor.role;
    })
    .sort();
}

/** l.115 item 17: the civilian roles of those who made a move that ran on themselves (the politician sees them). */
export function selfMoverRoles(state: GameState, result: NightResult, except: string): string[] {
  const movers = result.actions.filter(
    (a) => a.actor !== except && !NOT_MOVES.includes(a.ability) && result.log.ran.has(a.id) && a.components.some((c) => 'target' in c && c.target === a.actor),
  );
  return [...new Set(movers.map((a) => a.actor))].map((id) => seatOf(state, id).role).sort();
}

export interface DetectiveMorning {
  state: GameState;
  night: number;
  intents: Intent[];
  result: NightResult;
  died: Set<string>;
  /** Players a colour-checker checked successfully tonight (DET-16: then the blackening is no news). */
  checkedOk: Set<string>;
  investigators: string[];
  pm: (seat: string, key: string, params: JsonObject, result?: JsonObject) => void;
  later: (delivery: Delivery) => void;
}

type Rumour = { night: number; target: string; side: string };

/**
 * The detective's morning (DET-1..DET-19), all by PM (DET-19); the investigator gets copies (INV-1).
 * DET-6: a tracked negative caught attacking is confirmed as a negative move a night later. DET-16,
 * DET-18: a blackening on the tracked player nobody checked successfully is reported with its side;
 * the investigator learns it a night later. DET-17: a blackening on the detective himself is always
 * reported.
 */
export function detectiveMorning(m: DetectiveMorning): void {
  const { state, night, result, died, pm } = m;
  const rumours = (read<Rumour[]>(state, KEYS.rumours) ?? []).filter((r) => r.night === night);
  for (const intent of m.intents.filter((i) => i.ability === 'detect')) {
    const mode = String(intent.options?.['mode']);
    const byInvestigator = seatOf(state, intent.actor).role === 'investigator';
    const target = intent.targets[0];
    const subject: JsonObject = mode === 'request' ? { role: String(intent.options?.['role']) } : { target: target ?? '' };
    const ran = result.log.ran.has(intent.id);
    const absent = mode === 'request' && !state.seats.some((s) => s.role === subject['role']);
    if (!ran || absent) {
      pm(intent.actor, 'pm.no-info', {}, { kind: mode, ...subject, info: 'not-provided' });
      continue;
    }
    let res: JsonObject;
    // N-DET.1, FC.1: a black (or Faceless) holder tracks the civilian and the negative moves at once.
    const black = playsBlackDetective(seatOf(state, intent.actor));
    let own: JsonObject | null = null;
    let blackeningSide: string | null = null;
    if (mode === 'track' && target !== undefined) {
      const visited = trackedVisits(state, result, target);
      res = { kind: 'track', target, visited };
      if (black) own = { ...res, visited: placesOf(firedActions(result, target), target) };
      // DET-15: "as if he had killed him himself": what a killer learns, the victim's team (K.6: grey for the Faceless, F.31).
      if (died.has(target)) pm(intent.actor, 'pm.tracked-colour', { target }, { kind: 'colour', target, colour: seatOf(state, target).faction });
      const caught = result.log.shots.some((s) => s.actor === target && s.via !== 'vigilante' && (s.outcome === 'killed' || s.outcome === 'killed-black' || s.outcome === 'saved'));
      if (caught && isBlack(seatOf(state, target))) {
        const proof = { kind: 'negative-move', target, night };
        m.later({ to: intent.actor, key: 'pm.negative-move', params: { target, night }, result: proof, night: night + 1 });
      }
      const blackening = rumours.find((r) => r.target === target);
      if (blackening && !m.checkedOk.has(target)) {
        blackeningSide = blackening.side;
        pm(intent.actor, 'pm.blackening', { target, side: blackening.side }, { kind: 'blackening', target, side: blackening.side });
      }
      const names = visitorsOf(result, intent.actor);
      if (names.length > 0) pm(intent.actor, 'pm.visitors', { seats: names }, { kind: 'visitors', seats: names });
    } else if (mode === 'role' && target !== undefined) {
      res = { kind: 'role', target, role: seatOf(state, target).role };
    } else {
      const role = String(subject['role']);
      const history = [...(read<Movement[]>(state, KEYS.movements) ?? [])].filter((mv) => mv.role === role && mv.night < night);
      const nights = history.sort((a, b) => a.night - b.night).map((mv) => ({ night: mv.night, visited: mv.visited }));
      res = { kind: 'request', role, nights };
      const roles = visitorRoles(state, result, intent.actor);
      // INV-4: the investigator's request is the detective's "without identifying night visitors".
      if (roles.length > 0 && !byInvestigator) pm(intent.actor, 'pm.visitor-roles', { roles }, { kind: 'visitor-roles', roles });
    }
    pm(intent.actor, `pm.${mode}`, own ?? res, own ?? res);
    // INV-1 copies the detective's results (N-DET.1: the standard one; N-DET.2..5: as a black holder
    // substituted it); the investigator's own request is not copied.
    if (byInvestigator) continue;
    const targetMoved = target !== undefined && firedActions(result, target).length > 0;
    const copy = investigatorCopy(seatOf(state, intent.actor), intent, res, { targetMoved, blackening: blackeningSide, obtainable: target === undefined || !m.checkedOk.has(target) });
    for (const inv of m.investigators) pm(inv, 'pm.investigator-detective', copy.result, { ...copy.result, kind: `copied-${String(copy.result['kind'])}` });
    if (copy.blackening !== null && target !== undefined) {
      const params = { target, side: copy.blackening };
      m.later({ to: 'investigators', key: 'pm.investigator-blackening', params, result: { kind: 'copied-blackening', ...params }, night: night + 1 });
    }
  }
  // DET-17: a blackening cast on the detective himself is reported in any case.
  for (const holder of living(state).filter((s) => s.role === 'detective')) {
    const own = rumours.find((r) => r.target === holder.id);
    if (own) pm(holder.id, 'pm.blackening', { target: holder.id, side: own.side }, { kind: 'blackening', target: holder.id, side: own.side });
  }
}
