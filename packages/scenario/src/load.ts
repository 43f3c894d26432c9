import { parseModifierId } from '@mafia/ruleset-kit';
import { seatScenario } from './seating';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import type { z } from 'zod';
import { at, formatPath } from './paths';
import { findRuleset, rulesetList, type RulesetSource } from './rulesets';
import { scenarioSchema, type EntryKind, type Scenario, type ScenarioPhase } from './schema';

export type ScenarioFormat = 'yaml' | 'json';
export type LoadResult = { ok: true; scenario: Scenario } | { ok: false; problems: string[] };

const ENTRY_KINDS: readonly EntryKind[] = ['actions', 'votes', 'posts', 'host', 'wills'];
/** Poll choices a player name must not shadow (`target: none`). */
const RESERVED_NAMES = ['none', 'abstain'];

export const formatOf = (path: string): ScenarioFormat => (path.toLowerCase().endsWith('.json') ? 'json' : 'yaml');

/** Syntax and schema: the problems carry the path of the offending field. */
export function parseScenario(source: string, format: ScenarioFormat): LoadResult {
  let raw: unknown;
  try {
    raw = format === 'json' ? JSON.parse(source) : parseYaml(source);
  } catch (error) {
    if (error instanceof YAMLParseError) {
      const pos = error.linePos?.[0];
      return { ok: false, problems: [`${pos ? `line ${pos.line}, column ${pos.col}: ` : ''}invalid YAML: ${error.code}`] };
    }
    return { ok: false, problems: [`invalid JSON: ${(error as Error).message}`] };
  }
  const parsed = scenarioSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.flatMap(describeIssue) };
  const rawPhases = (raw as { phases: Array<Record<string, unknown>> }).phases;
  const phases: ScenarioPhase[] = parsed.data.phases.map((phase, index) => ({
    ...phase,
    order: Object.keys(rawPhases[index] ?? {}).filter((key): key is EntryKind => ENTRY_KINDS.includes(key as EntryKind)),
  }));
  return { ok: true, scenario: { ...parsed.data, players: parsed.data.players ?? [], phases } };
}

function describeIssue(issue: z.core.$ZodIssue): string[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => at([...issue.path, key], 'unknown field'));
  }
  if (issue.code === 'invalid_type' && issue.input === undefined) return [at(issue.path, 'required')];
  return [at(issue.path, issue.message)];
}

/** Everything that needs the ruleset: its id, roles, factions, modifiers, settings, and player names. */
export function validateScenario(scenario: Scenario, rulesets: RulesetSource): string[] {
  const ruleset = findRuleset(rulesets, scenario.ruleset);
  if (!ruleset) {
    const known = rulesetList(rulesets).map((r) => r.id).sort().join(', ');
    return [at(['ruleset'], `unknown ruleset "${scenario.ruleset}" (known: ${known})`)];
  }
  const problems: string[] = [];
  const definition = ruleset.definition;
  const factions = new Set(definition.factions.map((f) => f.id));
  const modifiers = new Set((definition.modifiers ?? []).map((m) => m.id));
  const names = new Set<string>();
  scenario.players.forEach((player, i) => {
    const path = ['players', i];
    if (names.has(player.name)) problems.push(at([...path, 'name'], `duplicate player "${player.name}"`));
    if (RESERVED_NAMES.includes(player.name.toLowerCase())) problems.push(at([...path, 'name'], `"${player.name}" is reserved for poll choices`));
    names.add(player.name);
    if (!definition.roles.some((r) => r.id === player.role)) problems.push(at([...path, 'role'], `unknown role "${player.role}"`));
    if (player.faction !== undefined && !factions.has(player.faction)) problems.push(at([...path, 'faction'], `unknown faction "${player.faction}"`));
    (player.modifiers ?? []).forEach((written, m) => {
      if (!modifiers.has(parseModifierId(written).id) && !modifiers.has(written)) {
        problems.push(at([...path, 'modifiers', m], `unknown modifier "${written}"`));
      }
    });
  });
  const settings = definition.settings.safeParse(scenario.settings ?? {});
  if (!settings.success) {
    for (const issue of settings.error.issues) problems.push(at(['settings', ...issue.path], issue.message));
  }
  const player = (path: PropertyKey[], name: string | undefined): void => {
    if (name !== undefined && !names.has(name)) problems.push(at(path, `unknown player "${name}"`));
  };
  const players = (path: PropertyKey[], list: readonly string[] | undefined): void => list?.forEach((name, i) => player([...path, i], name));
  scenario.phases.forEach((phase, p) => {
    const base: PropertyKey[] = ['phases', p];
    phase.actions?.forEach((action, i) => player([...base, 'actions', i, 'actor'], action.actor));
    phase.votes?.forEach((vote, i) => player([...base, 'votes', i, 'voter'], vote.voter));
    phase.posts?.forEach((post, i) => player([...base, 'posts', i, 'author'], post.author));
    phase.wills?.forEach((will, i) => player([...base, 'wills', i, 'author'], will.author));
    phase.host?.forEach((command, i) => {
      if ('target' in command) player([...base, 'host', i, 'target'], command.target);
      if ('actor' in command) player([...base, 'host', i, 'actor'], command.actor);
    });
    const expect = phase.expect;
    if (!expect) return;
    const e = [...base, 'expect'];
    players([...e, 'dead'], expect.dead);
    players([...e, 'alive'], expect.alive);
    players([...e, 'eliminated'], expect.eliminated);
    players([...e, 'winners'], expect.winners);
    for (const [target, voters] of Object.entries(expect.votes ?? {})) players([...e, 'votes', target], voters);
    for (const [poll, votes] of Object.entries(expect.polls ?? {})) {
      for (const [target, voters] of Object.entries(votes)) players([...e, 'polls', poll, target], voters);
    }
    for (const name of Object.keys(expect.results ?? {})) player([...e, 'results', name], name);
    for (const name of Object.keys(expect.statuses ?? {})) player([...e, 'statuses', name], name);
    for (const name of Object.keys(expect.lasting ?? {})) player([...e, 'lasting', name], name);
    for (const name of Object.keys(expect.wills ?? {})) player([...e, 'wills', name], name);
    for (const name of Object.keys(expect.roles ?? {})) player([...e, 'roles', name], name);
    for (const name of Object.keys(expect.absent?.results ?? {})) player([...e, 'absent', 'results', name], name);
    for (const name of Object.keys(expect.absent?.statuses ?? {})) player([...e, 'absent', 'statuses', name], name);
    expect.absent?.notices?.forEach((n, i) => {
      if (n.to !== undefined && !['public', 'host', 'dead'].includes(n.to) && !n.to.startsWith('faction:')) player([...e, 'absent', 'notices', i, 'to'], n.to);
    });
    expect.rejected?.forEach((r, i) => {
      player([...e, 'rejected', i, 'voter'], r.voter);
      player([...e, 'rejected', i, 'actor'], r.actor);
      player([...e, 'rejected', i, 'author'], r.author);
    });
    expect.notices?.forEach((n, i) => {
      const to = n.to;
      if (to === undefined || ['public', 'host', 'dead'].includes(to)) return;
      if (to.startsWith('faction:')) {
        const faction = to.slice('faction:'.length);
        if (!factions.has(faction)) problems.push(at([...e, 'notices', i, 'to'], `unknown faction "${faction}"`));
      } else player([...e, 'notices', i, 'to'], to);
    });
    const winner = expect.winner;
    const winning = winner === undefined || winner === null ? [] : typeof winner === 'string' ? [winner] : winner;
    winning.forEach((faction, i) => {
      if (!factions.has(faction)) problems.push(at(typeof winner === 'string' ? [...e, 'winner'] : [...e, 'winner', i], `unknown faction "${faction}"`));
    });
  });
  return problems;
}

/** Parse, check against the schema, then against the ruleset. */
export function loadScenario(source: string, format: ScenarioFormat, rulesets: RulesetSource): LoadResult {
  const parsed = parseScenario(source, format);
  if (!parsed.ok) return parsed;
  const seated = seatScenario(parsed.scenario, rulesets);
  if (!seated.ok) return seated;
  const problems = validateScenario(seated.scenario, rulesets);
  return problems.length > 0 ? { ok: false, problems } : seated;
}

export { formatPath };
