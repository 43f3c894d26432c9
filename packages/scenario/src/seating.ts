// `seating` (issue #17): a scenario's players dealt by one of the ruleset's setups, as the lobby
// deals them: the ruleset's own deal (`assign`, e.g. a setup that draws its roles) or the kit's
// seeded `assignRoles`, with the file's seed. The rest of the runner sees ordinary players.
import type { JsonObject, SeatSetup } from '@mafia/kernel';
import { assignRoles } from '@mafia/ruleset-kit';
import { at } from './paths';
import { findRuleset, type RulesetSource } from './rulesets';
import type { Scenario, ScenarioPlayer } from './schema';

export type SeatingResult = { ok: true; scenario: Scenario } | { ok: false; problems: string[] };

const DEFAULT_SEED = 'scenario';

const playerOf = (seat: SeatSetup): ScenarioPlayer => ({
  name: seat.name,
  role: seat.role,
  faction: seat.faction,
  ...(seat.modifiers.length > 0 ? { modifiers: seat.modifiers.map((m) => (m.uses !== undefined ? `${m.id}-${m.uses}` : m.id)) } : {}),
  ...(Object.keys(seat.attributes).length > 0 ? { attributes: seat.attributes } : {}),
});

/** Replaces `seating` by the players it deals; a file with neither or both is refused. */
export function seatScenario(scenario: Scenario, rulesets: RulesetSource): SeatingResult {
  const { seating } = scenario;
  if (!seating) return scenario.players.length > 0 ? { ok: true, scenario } : { ok: false, problems: [at(['players'], 'required (or seating)')] };
  if (scenario.players.length > 0) return { ok: false, problems: [at(['seating'], 'give either players or seating, not both')] };
  const ruleset = findRuleset(rulesets, scenario.ruleset);
  // An unknown ruleset is reported by validateScenario.
  if (!ruleset) return { ok: true, scenario };
  const setup = ruleset.definition.setups.find((s) => s.id === seating.setup);
  if (!setup) return { ok: false, problems: [at(['seating', 'setup'], `unknown setup "${seating.setup}" (known: ${ruleset.definition.setups.map((s) => s.id).join(', ')})`)] };
  const settings: JsonObject = { ...(setup.settings ?? {}), ...(scenario.settings ?? {}) };
  const seed = scenario.seed ?? DEFAULT_SEED;
  const names = seating.names.map((name) => ({ id: name, name }));
  let seats: SeatSetup[];
  const own = ruleset.definition.assign;
  if (own) {
    const parsed = ruleset.parseSettings(settings);
    const dealt = own({ setup, players: names.map((p) => ({ ...p, options: {} })), settings: parsed.ok ? parsed.settings : settings, seed }, ruleset);
    if (!dealt.ok) return { ok: false, problems: [at(['seating'], `the setup's deal refused: ${dealt.rejection.code} ${JSON.stringify(dealt.rejection.params ?? {})}`)] };
    seats = dealt.seats;
  } else {
    if (names.length !== setup.seats.length) return { ok: false, problems: [at(['seating', 'names'], `setup ${setup.id} needs ${setup.seats.length} players, got ${names.length}`)] };
    seats = assignRoles(ruleset, setup, names, seed).seats;
  }
  const { seating: _dealt, ...rest } = scenario;
  return { ok: true, scenario: { ...rest, settings, players: seats.map(playerOf) } };
}
