import { RngCursor, seedRng, type JsonObject, type Modifier, type SeatSetup } from '@mafia/kernel';
import { parseModifierId } from './define';
import type { Ruleset, SetupDefinition, SetupSeat } from './types';

export interface PlayerSignup {
  id: string;
  name: string;
  /** What the player asked for; honoured where the setup allows it. */
  request?: { role?: string; faction?: string };
  attributes?: JsonObject;
}

export interface Assignment {
  seats: SeatSetup[];
  /** Players whose request could not be honoured (the rulebook: "cannot guarantee that all requests will be honored"). */
  unmet: Array<{ player: string; request: { role?: string; faction?: string } }>;
}

/** Modifiers as written in setups and scenarios (`bulletproof-1`) into kernel modifiers. */
export function modifiersFrom(ruleset: Ruleset, written: string[] = []): Modifier[] {
  return written.map((text) => {
    const { id, uses } = parseModifierId(text);
    const definition = ruleset.definition.modifiers?.find((m) => m.id === id);
    if (!definition) {
      // "strong-willed" ends in a word, not a number, so only unknown ids reach here.
      const whole = ruleset.definition.modifiers?.find((m) => m.id === text);
      if (!whole) throw new Error(`ruleset ${ruleset.id}: unknown modifier ${text}`);
      return { id: text, ...(whole.hidden ? { hidden: true } : {}) };
    }
    return { id, ...(uses !== undefined && definition.limited ? { uses } : {}), ...(definition.hidden ? { hidden: true } : {}) };
  });
}

export function seatFrom(ruleset: Ruleset, player: { id: string; name: string; attributes?: JsonObject }, seat: SetupSeat): SeatSetup {
  const role = ruleset.role(seat.role);
  return {
    id: player.id,
    name: player.name,
    role: role.id,
    faction: seat.faction ?? role.faction,
    modifiers: modifiersFrom(ruleset, seat.modifiers),
    // One spread when the player brings no attributes: the same keys (a second spread adding keys takes V8's slow path, AGENTS.md).
    attributes: hasOwnKeys(player.attributes) ? { ...(seat.attributes ?? {}), ...player.attributes } : { ...(seat.attributes ?? {}) },
  };
}

/** Whether spreading `object` would copy any key. */
function hasOwnKeys(object: JsonObject | undefined): object is JsonObject {
  if (object !== undefined) for (const key in object) if (Object.hasOwn(object, key)) return true;
  return false;
}

/**
 * Deals the setup's seats to the players with the game's seed (a separate stream from the game's
 * own RNG, so changing the deal never changes in-game draws). Requests are honoured first come,
 * first served, and the ones that could not be are reported.
 */
export function assignRoles(ruleset: Ruleset, setup: SetupDefinition, players: PlayerSignup[], seed: string): Assignment {
  if (players.length !== setup.seats.length) {
    throw new Error(`setup ${setup.id} needs ${setup.seats.length} players, got ${players.length}`);
  }
  const rng = new RngCursor(seedRng(`${seed}:assignment`));
  const pool = rng.shuffle(setup.seats);
  const order = rng.shuffle(players);
  const result = new Map<string, SetupSeat>();
  const unmet: Assignment['unmet'] = [];
  const matches = (seat: SetupSeat, request: NonNullable<PlayerSignup['request']>): boolean =>
    (request.role === undefined || seat.role === request.role) &&
    (request.faction === undefined || (seat.faction ?? ruleset.role(seat.role).faction) === request.faction);
  for (const player of order) {
    if (!player.request) continue;
    const index = pool.findIndex((seat) => matches(seat, player.request ?? {}));
    if (index < 0) {
      unmet.push({ player: player.id, request: player.request });
      continue;
    }
    const [seat] = pool.splice(index, 1);
    if (seat) result.set(player.id, seat);
  }
  for (const player of order) {
    if (result.has(player.id)) continue;
    const seat = pool.shift();
    if (!seat) throw new Error('assignRoles ran out of seats');
    result.set(player.id, seat);
  }
  return {
    seats: players.map((player) => seatFrom(ruleset, player, result.get(player.id) as SetupSeat)),
    unmet,
  };
}
