// A small runner for this package's scenario files, used until @mafia/scenario exports
// `checkScenario`: it reads the documented YAML format and checks the expectations against a
// GameDriver game. It returns the played game so the conformance suite can run over it.
import { abilitiesOf, type Command, type GameState, type JsonObject } from '@mafia/kernel';
import { GameDriver, modifiersFrom, type PlayedGame } from '@mafia/ruleset-kit';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { gorny } from '../src';

interface PlayerSpec { name: string; role: string; faction?: string; modifiers?: string[]; aliases?: string[] }
interface ActionSpec { actor: string; ability?: string; targets: string[] }
type VoteSpec = { voter: string; target: string } | { voter: string; unvote: true };
interface Expect {
  dead?: string[];
  alive?: string[];
  eliminated?: string[];
  results?: Record<string, JsonObject[]>;
  votes?: Record<string, string[]>;
  winner?: string | string[] | null;
  winners?: string[];
  rejected?: Array<{ actor?: string; voter?: string; reason: string }>;
  statuses?: Record<string, string[]>;
}
interface PhaseSpec { phase: 'day' | 'night'; actions?: ActionSpec[]; votes?: VoteSpec[]; posts?: Array<{ author: string; body: string }>; expect?: Expect }
export interface Scenario { name: string; ruleset: string; settings?: JsonObject; seed?: string; players: PlayerSpec[]; phases: PhaseSpec[] }

export function loadScenario(path: string): Scenario {
  return parse(readFileSync(path, 'utf8')) as Scenario;
}

const sorted = (xs: readonly string[]) => [...xs].sort();
const resultOf = (game: GameDriver) => game.state.result;

function abilityFor(state: GameState, actor: string, given: string | undefined): string {
  if (given) return given;
  const seat = state.seats.find((s) => s.id === actor);
  if (!seat) throw new Error(`unknown actor ${actor}`);
  const usable = abilitiesOf(gorny.runtime, seat).filter((a) => !a.passive && a.phase === state.clock.phase.kind);
  if (usable.length !== 1) throw new Error(`${actor} has ${usable.length} usable abilities: name one`);
  return (usable[0] as { id: string }).id;
}

/** Runs a scenario; returns the mismatches (empty when every expectation holds) and the played game. */
export function runScenario(scenario: Scenario): { problems: string[]; game: PlayedGame } {
  if (scenario.ruleset !== 'gorny') throw new Error(`not a gorny scenario: ${scenario.ruleset}`);
  const seats = scenario.players.map((p) => {
    const role = gorny.role(p.role);
    return {
      id: p.name,
      name: p.name,
      role: role.id,
      faction: p.faction ?? role.faction,
      modifiers: modifiersFrom(gorny, p.modifiers ?? []),
      attributes: (p.aliases ? { aliases: p.aliases } : {}) as JsonObject,
    };
  });
  const game = new GameDriver(gorny, { seats, settings: scenario.settings ?? {}, seed: scenario.seed ?? scenario.name });
  const problems: string[] = [];
  const check = (label: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) problems.push(`${label}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  };
  let post = 0;
  scenario.phases.forEach((spec, index) => {
    const label = `phase ${index + 1} (${spec.phase})`;
    if (game.state.result) return problems.push(`${label}: the game already ended`);
    if (game.state.clock.phase.kind !== spec.phase) game.advanceToPhase(spec.phase);
    const phase = game.state.clock.phase;
    const rejected: Array<{ actor?: string; voter?: string; reason: string }> = [];
    const run = (command: Command, who: { actor: string } | { voter: string }) => {
      const result = game.dispatch(command);
      if (!result.ok) rejected.push({ ...who, reason: result.rejection.code });
    };
    for (const a of spec.actions ?? []) {
      run({ type: 'submit-intent', seat: a.actor, ability: abilityFor(game.state, a.actor, a.ability), targets: a.targets }, { actor: a.actor });
    }
    for (const p of spec.posts ?? []) run({ type: 'post', seat: p.author, channel: 'thread', body: p.body, id: `s${++post}` }, { actor: p.author });
    for (const v of spec.votes ?? []) {
      if ('unvote' in v) run({ type: 'withdraw-ballot', seat: v.voter, poll: 'lynch' }, { voter: v.voter });
      else run({ type: 'cast-ballot', seat: v.voter, poll: 'lynch', targets: [v.target] }, { voter: v.voter });
    }
    const expect = spec.expect ?? {};
    check(`${label} rejected`, rejected, expect.rejected ?? []);
    if (expect.votes) {
      const poll = game.state.polls.find((p) => p.spec.id === 'lynch');
      const votes: Record<string, string[]> = {};
      for (const b of poll?.ballots ?? []) for (const t of b.targets) votes[t] = sorted([...(votes[t] ?? []), b.voter]);
      const want: Record<string, string[]> = {};
      for (const [k, v] of Object.entries(expect.votes)) want[k] = sorted(v);
      check(`${label} votes`, votes, want);
    }
    game.finishPhase();
    const diedHere = game.state.seats.filter((s) => s.eliminatedIn?.kind === phase.kind && s.eliminatedIn.number === phase.number).map((s) => s.id);
    if (expect.dead) check(`${label} dead`, sorted(diedHere), sorted(expect.dead));
    if (expect.eliminated) check(`${label} eliminated`, sorted(diedHere), sorted(expect.eliminated));
    for (const name of expect.alive ?? []) if (!game.state.seats.find((s) => s.id === name)?.alive) problems.push(`${label}: ${name} should be alive`);
    for (const [name, want] of Object.entries(expect.results ?? {})) {
      const got = game.state.notices
        .filter((n) => n.result && n.audience.to === 'seat' && n.audience.seat === name && n.phase.kind === phase.kind && n.phase.number === phase.number)
        .map((n) => n.result);
      check(`${label} results of ${name}`, got, want);
    }
    for (const [name, want] of Object.entries(expect.statuses ?? {})) {
      check(`${label} statuses of ${name}`, sorted(game.state.seats.find((s) => s.id === name)?.statuses.map((s) => s.id) ?? []), sorted(want));
    }
    const result = resultOf(game);
    if (expect.winner !== undefined) {
      const want = expect.winner === null ? null : sorted(Array.isArray(expect.winner) ? expect.winner : [expect.winner]);
      check(`${label} winner`, result ? sorted(result.factions) : null, want);
    }
    if (expect.winners) check(`${label} winners`, sorted(result?.seats ?? []), sorted(expect.winners));
    return undefined;
  });
  return { problems, game: { name: scenario.name, events: game.events, state: game.state } };
}
