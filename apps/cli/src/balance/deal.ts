import type { JsonObject, SeatSetup } from '@mafia/kernel';
import { assignRoles, type PlayerSignup, type Ruleset, type SetupDefinition, type SignupEntry } from '@mafia/ruleset-kit';

/** A setup's sign-ups: as `assignRoles` takes them, and as a ruleset's own `assign` does (no options). */
interface Signups {
  players: PlayerSignup[];
  entries: SignupEntry[];
}

/**
 * The sign-ups of a setup's games, built once per setup object: every game of a run deals the same
 * players (only the seed changes), so they are made once and frozen (a deal reads them, never
 * changes them; a frozen object would refuse a change loudly).
 */
const signupsBySetup = new WeakMap<SetupDefinition, Signups>();

function signupsOf(setup: SetupDefinition): Signups {
  let signups = signupsBySetup.get(setup);
  if (signups === undefined) {
    const players = setup.seats.map((_, i) => Object.freeze({ id: `p${i + 1}`, name: `P${i + 1}` }));
    // Written out, not `{ ...p, options: {} }` (AGENTS.md: a spread followed by a new key is V8's slow path).
    const entries = players.map((p) => Object.freeze({ id: p.id, name: p.name, options: Object.freeze({}) }));
    signups = { players: Object.freeze(players) as PlayerSignup[], entries: Object.freeze(entries) as SignupEntry[] };
    signupsBySetup.set(setup, signups);
  }
  return signups;
}

/**
 * The seats of one simulated game, dealt as the lobby deals them (`packages/api/src/routers/lobby.ts`
 * `deal`): through the ruleset's own `assign` where it has one (Mafia 1923's families, the Russian
 * drawn setups, which draw every game's roles anew from its seed), else `assignRoles` over the
 * setup's seats. One sign-up per setup seat, `p1`..`pN`, with no options or requests.
 */
export function dealSeats(ruleset: Ruleset, setup: SetupDefinition, settings: JsonObject, seed: string): SeatSetup[] {
  const { players, entries } = signupsOf(setup);
  const own = ruleset.definition.assign;
  if (!own) return assignRoles(ruleset, setup, players, seed).seats;
  const outcome = own({ setup, settings, seed, players: entries }, ruleset);
  if (!outcome.ok) throw new Error(`the deal of ${setup.id} was refused: ${outcome.rejection.code}`);
  return outcome.seats;
}
