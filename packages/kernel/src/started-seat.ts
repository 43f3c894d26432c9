import type { SeatSetup } from './commands';
import type { Seat } from './state';

/** The keys of a `SeatSetup`, in the order the kit's deal writes them. */
const SETUP_KEYS = ['id', 'name', 'role', 'faction', 'modifiers', 'attributes'];

/**
 * A seat as the game starts: the setup's keys as they came, then `alive` and `statuses`. Written out
 * when the setup has exactly `SETUP_KEYS` in that order (every deal's seats: about ten times cheaper),
 * else copied with Object.assign; never a spread followed by new keys (V8's slow path, AGENTS.md).
 * The same keys in the same order either way (a command is JSON: no symbol keys).
 */
export function startedSeat(s: SeatSetup): Seat {
  let i = 0;
  for (const key in s) if (key !== SETUP_KEYS[i++]) return Object.assign({}, s, { alive: true, statuses: [] });
  if (i !== SETUP_KEYS.length) return Object.assign({}, s, { alive: true, statuses: [] });
  return { id: s.id, name: s.name, role: s.role, faction: s.faction, modifiers: s.modifiers, attributes: s.attributes, alive: true, statuses: [] };
}
