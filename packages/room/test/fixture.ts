import type { Command, JsonObject } from '@mafia/kernel';
import { assignRoles } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { GameRooms, type RoomOptions } from '../src';
import { inMemoryPorts, ManualClock } from '../src/testing';

export const DAY = 60_000;

export function startCommand(settings: JsonObject = {}, seed = 'room-test'): Command {
  const setup = sandbox.definition.setups[0];
  if (!setup) throw new Error('sandbox has no setup');
  const players = setup.seats.map((_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
  const parsed = sandbox.parseSettings({ firstPhase: 'day', dayLength: DAY, ...settings });
  if (!parsed.ok) throw new Error('bad settings');
  return {
    type: 'start-game',
    ruleset: 'sandbox',
    settings: parsed.settings,
    seed,
    seats: assignRoles(sandbox, setup, players, seed).seats,
  };
}

/** One fake database and a factory of rooms ("processes") sharing it. */
export function world() {
  const ports = inMemoryPorts();
  const clock = new ManualClock(1_000_000);
  const errors: unknown[] = [];
  const room = (extra: Partial<RoomOptions> = {}) =>
    new GameRooms({
      events: ports.events,
      deadlines: ports.deadlines,
      feed: ports.bus.feed(),
      clock,
      rules: (id) => (id === sandbox.id ? sandbox.runtime : undefined),
      onError: (error) => errors.push(error),
      ...extra,
    });
  return { ...ports, clock, room, errors };
}

export const vote = (seat: string, target: string): Command => ({ type: 'cast-ballot', seat, poll: 'lynch', targets: [target] });

/** Lets queued microtasks and NOTIFY deliveries run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
