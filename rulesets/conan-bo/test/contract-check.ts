/**
 * Checks a scenario file against the contract of src/ids.ts and src/abilities.ts (CB-D26): every
 * role, ability, option value, status, poll, result kind and field, notice key and param, and
 * rejection code it uses must be declared there, and every action must fit its ability's shape
 * unless the file expects the matching rejection. Returns readable problems (empty when clean).
 */
import type { Scenario, ScenarioAction, ScenarioPhase } from '@mafia/scenario';
import {
  ABILITY,
  ABILITY_SHAPES,
  APTX_OUTCOME,
  ARREST_OUTCOME,
  CAUSE,
  CLAIM_ACTIONS,
  CRIMES,
  FACTION,
  GADGET,
  INTERROGATION_VALUE,
  KERNEL_NOTICE,
  KERNEL_REJECTION,
  LYNCH_OUTCOME,
  MODIFIER_KIND,
  NO_LYNCH,
  NOTICE,
  PHASE_CHANGE_PARAMS,
  POLL,
  REJECTION,
  RESULT,
  RESULT_FIELDS,
  ROLE,
  SETTING,
  STATUS,
  abilitiesOfRole,
  type AbilityId,
  type ResultKind,
  type RoleId,
} from '../src';
import type { ProposedUse } from './proposed';

const values = (o: Record<string, string>): Set<string> => new Set(Object.values(o));
const ROLES = values(ROLE);
const ABILITIES = values(ABILITY);
const STATUSES = values(STATUS);
const POLLS = values(POLL);
const RESULTS = values(RESULT);
const NOTICES = new Set<string>([...Object.values(NOTICE), ...Object.values(KERNEL_NOTICE)]);
const REJECTIONS = new Set<string>([...Object.values(REJECTION), ...KERNEL_REJECTION]);
const SETTINGS = values(SETTING);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isRole = (v: unknown): v is RoleId => typeof v === 'string' && ROLES.has(v);
const isAbility = (v: string): v is AbilityId => ABILITIES.has(v);
const isResultKind = (v: unknown): v is ResultKind => typeof v === 'string' && RESULTS.has(v);

class Problems {
  readonly list: string[] = [];
  constructor(
    private readonly file: string,
    private readonly players: Map<string, RoleId>,
  ) {}
  roleOf(name: string): RoleId | undefined {
    return this.players.get(name);
  }
  add(path: string, message: string): void {
    this.list.push(`${this.file} ${path}: ${message}`);
  }
  seat(path: string, v: unknown): void {
    if (typeof v !== 'string' || !this.players.has(v)) this.add(path, `not a player: ${JSON.stringify(v)}`);
  }
  seats(path: string, v: unknown): void {
    if (!Array.isArray(v)) this.add(path, 'expected a list of players');
    else v.forEach((s, i) => this.seat(`${path}[${i}]`, s));
  }
  oneOf(path: string, v: unknown, allowed: ReadonlySet<string> | readonly string[]): void {
    const set = allowed instanceof Set ? allowed : new Set(allowed);
    if (typeof v !== 'string' || !set.has(v)) this.add(path, `${JSON.stringify(v)} is not one of the contract's values`);
  }
}

export function contractProblems(name: string, scenario: Scenario, proposed: readonly ProposedUse[]): string[] {
  const players = new Map<string, RoleId>();
  const probe = new Problems(name, players);
  scenario.players.forEach((player, i) => {
    if (!isRole(player.role)) probe.add(`players[${i}].role`, `unknown role ${player.role}`);
    else players.set(player.name, player.role);
    if (player.faction !== undefined) probe.oneOf(`players[${i}].faction`, player.faction, values(FACTION));
  });
  for (const key of Object.keys(scenario.settings ?? {})) probe.oneOf(`settings.${key}`, key, SETTINGS);
  scenario.phases.forEach((phase, p) => checkPhase(probe, phase, `phases[${p}]`));
  for (const use of proposed) checkProposed(probe, use);
  return probe.list;
}

function expectsRejection(phase: ScenarioPhase, actor: string, reason: string): boolean {
  return (phase.expect?.rejected ?? []).some((r) => r.actor === actor && r.reason === reason);
}

function checkPhase(probe: Problems, phase: ScenarioPhase, at: string): void {
  phase.actions?.forEach((action, i) => checkAction(probe, phase, action, `${at}.actions[${i}]`));
  phase.votes?.forEach((vote, i) => {
    if (vote.poll !== undefined) probe.oneOf(`${at}.votes[${i}].poll`, vote.poll, POLLS);
    const targets = vote.target === undefined ? [] : Array.isArray(vote.target) ? vote.target : [vote.target];
    targets.forEach((t) => t !== NO_LYNCH && probe.seat(`${at}.votes[${i}].target`, t));
  });
  const e = phase.expect;
  if (!e) return;
  e.rejected?.forEach((r, i) => probe.oneOf(`${at}.expect.rejected[${i}].reason`, r.reason, REJECTIONS));
  for (const [seat, ids] of Object.entries(e.statuses ?? {})) ids.forEach((s, i) => probe.oneOf(`${at}.expect.statuses.${seat}[${i}]`, s, STATUSES));
  for (const poll of [...Object.keys(e.polls ?? {}), ...Object.keys(e.outcomes ?? {})]) probe.oneOf(`${at}.expect.polls`, poll, POLLS);
  for (const [target, voters] of Object.entries(e.votes ?? {})) {
    if (target !== NO_LYNCH) probe.seat(`${at}.expect.votes`, target);
    probe.seats(`${at}.expect.votes.${target}`, voters);
  }
  for (const [seat, results] of Object.entries(e.results ?? {})) {
    results.forEach((r, i) => checkResult(probe, r, `${at}.expect.results.${seat}[${i}]`, false));
  }
  e.notices?.forEach((n, i) => checkNotice(probe, n.key, n.params, `${at}.expect.notices[${i}]`, phase.phase));
}

function checkAction(probe: Problems, phase: ScenarioPhase, action: ScenarioAction, at: string): void {
  const role = probeRole(probe, action.actor, `${at}.actor`);
  if (action.ability === undefined) return probe.add(`${at}.ability`, 'always name the ability (BO members hold several)');
  if (!isAbility(action.ability)) return probe.add(`${at}.ability`, `unknown ability ${action.ability}`);
  const rejected = (reason: string) => expectsRejection(phase, action.actor, reason);
  if (role && !abilitiesOfRole(role).includes(action.ability)) {
    if (!rejected('unknown-ability')) probe.add(`${at}.ability`, `${role} does not hold ${action.ability} (expect unknown-ability)`);
    return;
  }
  const shape = ABILITY_SHAPES[action.ability];
  if (!shape.phases.includes(phase.phase) && !rejected('wrong-phase')) probe.add(at, `${action.ability} is not a ${phase.phase} ability`);
  const targets = action.targets ?? [];
  const max = shape.maxTargets ?? shape.targets.length;
  const min = shape.maxTargets === undefined ? shape.targets.length : 1;
  if ((targets.length < min || targets.length > max) && !rejected('wrong-target-count')) probe.add(`${at}.targets`, `${action.ability} takes ${min}..${max} targets`);
  targets.forEach((t, i) => probe.seat(`${at}.targets[${i}]`, t));
  if (!shape.self && targets.includes(action.actor) && !rejected('self-target-forbidden')) probe.add(`${at}.targets`, `${action.ability} may not target the actor`);
  const options: Record<string, unknown> = action.options ?? {};
  for (const [name, value] of Object.entries(options)) {
    const spec = shape.options.find((o) => o.name === name);
    if (!spec) probe.add(`${at}.options.${name}`, `${action.ability} has no option ${name}`);
    else if ((typeof value !== 'string' || !spec.values.includes(value)) && !rejected('invalid-option')) probe.add(`${at}.options.${name}`, `invalid value ${JSON.stringify(value)}`);
  }
  for (const spec of shape.options) {
    if (spec.required && options[spec.name] === undefined && !rejected('missing-option')) probe.add(`${at}.options`, `${action.ability} needs option ${spec.name}`);
  }
}

function probeRole(probe: Problems, actor: string, at: string): RoleId | undefined {
  probe.seat(at, actor);
  return probe.roleOf(actor);
}

/** A result as written in `expect.results` (or `absent.results`, where a subset such as `{ kind }` is allowed). */
function checkResult(probe: Problems, result: Record<string, unknown>, at: string, partial: boolean): void {
  const kind = result['kind'];
  if (!isResultKind(kind)) return probe.add(`${at}.kind`, `unknown result kind ${JSON.stringify(kind)}`);
  const fields = new Set(['kind', ...RESULT_FIELDS[kind]]);
  for (const [key, v] of Object.entries(result)) {
    if (!fields.has(key)) {
      probe.add(`${at}.${key}`, `${kind} has no field ${key}`);
      continue;
    }
    if (['target', 'object', 'lover'].includes(key)) probe.seat(`${at}.${key}`, v);
    if (key === 'visited' || key === 'visitors') probe.seats(`${at}.${key}`, v);
    if (key === 'role') probe.oneOf(`${at}.role`, v, ROLES);
    if (key === 'ability') probe.oneOf(`${at}.ability`, v, ABILITIES);
    if (key === 'crime') probe.oneOf(`${at}.crime`, v, CRIMES);
    if (key === 'gadget') probe.oneOf(`${at}.gadget`, v, values(GADGET));
    if (key === 'gadgets' && (!Array.isArray(v) || v.some((g) => !values(GADGET).has(String(g))))) probe.add(`${at}.gadgets`, 'gadget ids expected');
    if (key === 'action') probe.oneOf(`${at}.action`, v, CLAIM_ACTIONS);
    if (key === 'outcome') probe.oneOf(`${at}.outcome`, v, kind === RESULT.aptx ? values(APTX_OUTCOME) : values(ARREST_OUTCOME));
    if (key === 'value' && kind === RESULT.interrogation) probe.oneOf(`${at}.value`, v, values(INTERROGATION_VALUE));
    if ((key === 'value' || key === 'suitcase') && kind !== RESULT.interrogation && typeof v !== 'boolean') probe.add(`${at}.${key}`, 'a boolean expected');
  }
  if (!partial && kind === RESULT.failed && result['ability'] === undefined) probe.add(at, 'a failed result names its ability');
}

function checkNotice(probe: Problems, key: string, params: Record<string, unknown> | undefined, at: string, phase: 'day' | 'night'): void {
  if (!NOTICES.has(key)) return probe.add(`${at}.key`, `unknown notice key ${key}`);
  if (key !== NOTICE.phaseChange || !params) return;
  for (const [name, v] of Object.entries(params)) {
    if (!(PHASE_CHANGE_PARAMS as readonly string[]).includes(name)) probe.add(`${at}.params.${name}`, 'not a phase-change param');
    if (name === 'phase' && v !== phase) probe.add(`${at}.params.phase`, `expected ${phase}`);
    if (name === 'arrests' || name === 'releases') probe.seats(`${at}.params.${name}`, v);
    if (name === 'deaths') {
      if (!Array.isArray(v)) probe.add(`${at}.params.deaths`, 'a list expected');
      else v.forEach((d, i) => checkDeath(probe, d, `${at}.params.deaths[${i}]`));
    }
    if (name === 'lynch' && v !== null) {
      if (!isRecord(v)) probe.add(`${at}.params.lynch`, 'an object or null expected');
      else {
        probe.oneOf(`${at}.params.lynch.outcome`, v['outcome'], values(LYNCH_OUTCOME));
        if (v['seat'] !== undefined) probe.seat(`${at}.params.lynch.seat`, v['seat']);
      }
    }
    if ((name === 'votes' || name === 'totals') && isRecord(v)) {
      for (const [option, entry] of Object.entries(v)) {
        if (option !== NO_LYNCH) probe.seat(`${at}.params.${name}`, option);
        if (name === 'votes') probe.seats(`${at}.params.votes.${option}`, entry);
        else if (typeof entry !== 'number') probe.add(`${at}.params.totals.${option}`, 'a number expected');
      }
    }
    if (name === 'modifiers' && Array.isArray(v)) {
      v.forEach((m, i) => {
        if (!isRecord(m)) return probe.add(`${at}.params.modifiers[${i}]`, 'an object expected');
        probe.oneOf(`${at}.params.modifiers[${i}].kind`, m['kind'], values(MODIFIER_KIND));
        probe.seat(`${at}.params.modifiers[${i}].target`, m['target']);
      });
    }
  }
}

function checkDeath(probe: Problems, death: unknown, at: string): void {
  if (!isRecord(death)) return probe.add(at, 'an object expected');
  probe.seat(`${at}.seat`, death['seat']);
  probe.oneOf(`${at}.cause`, death['cause'], values(CAUSE));
  if (death['role'] !== null) probe.oneOf(`${at}.role`, death['role'], ROLES);
}

function checkProposed(probe: Problems, use: ProposedUse): void {
  if (!isRecord(use.value)) return;
  if (use.kind === 'views') {
    for (const [viewer, view] of Object.entries(use.value)) {
      if (!['host', 'public'].includes(viewer)) probe.seat(`${use.path}.${viewer}`, viewer);
      const statuses = isRecord(view) && isRecord(view['statuses']) ? view['statuses'] : {};
      for (const [seat, ids] of Object.entries(statuses)) {
        probe.seat(`${use.path}.${viewer}.statuses`, seat);
        if (Array.isArray(ids)) ids.forEach((s, i) => probe.oneOf(`${use.path}.${viewer}.statuses.${seat}[${i}]`, s, STATUSES));
      }
    }
  }
  if (use.kind === 'absent') {
    const results = isRecord(use.value['results']) ? use.value['results'] : {};
    for (const [seat, list] of Object.entries(results)) {
      probe.seat(`${use.path}.results`, seat);
      if (Array.isArray(list)) list.forEach((r, i) => isRecord(r) && checkResult(probe, r, `${use.path}.results.${seat}[${i}]`, true));
    }
    const statuses = isRecord(use.value['statuses']) ? use.value['statuses'] : {};
    for (const ids of Object.values(statuses)) if (Array.isArray(ids)) ids.forEach((s) => probe.oneOf(`${use.path}.statuses`, s, STATUSES));
  }
  if (use.kind === 'edit-will') probe.seat(`${use.path}.target`, use.value['target']);
}
