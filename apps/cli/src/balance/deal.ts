import type { JsonObject, SeatSetup } from '@mafia/kernel';
import { assignRoles, type Ruleset, type SetupDefinition } from '@mafia/ruleset-kit';

/**
 * The seats of one simulated game, dealt as the lobby deals them (`packages/api/src/routers/lobby.ts`
 * `deal`): through the ruleset's own `assign` where it has one (Mafia 1923's families, the Russian
 * drawn setups, which draw every game's roles anew from its seed), else `assignRoles` over the
 * setup's seats. One sign-up per setup seat, `p1`..`pN`, with no options or requests.
 */
export function dealSeats(ruleset: Ruleset, setup: SetupDefinition, settings: JsonObject, seed: string): SeatSetup[] {
  const players = setup.seats.map((_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` }));
  const own = ruleset.definition.assign;
  if (!own) return assignRoles(ruleset, setup, players, seed).seats;
  const outcome = own({ setup, settings, seed, players: players.map((p) => ({ ...p, options: {} })) }, ruleset);
  if (!outcome.ok) throw new Error(`the deal of ${setup.id} was refused: ${outcome.rejection.code}`);
  return outcome.seats;
}
