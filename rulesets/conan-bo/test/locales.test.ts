/**
 * The locale files against the contract: every id of src/ids.ts has its texts, and every key the
 * locales name is an id of the contract (so a renamed id cannot leave a stale or missing text).
 * Completeness of Russian against English (placeholders, plural forms) is `pnpm --filter
 * @mafia/i18n check`'s job.
 */
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import {
  ABILITY,
  APTX_OUTCOME,
  ARREST_OUTCOME,
  CAUSE,
  CLAIM_ACTIONS,
  CRIMES,
  DAY_ORDER,
  FACTION,
  GADGET,
  HOST_COMMAND,
  INTERROGATION_VALUE,
  KILL_MODE,
  LYNCH_OUTCOME,
  MODIFIER_KIND,
  NIGHT_ORDER,
  OPTION,
  PASSIVE,
  POLL,
  REJECTION,
  RESULT,
  ROLE,
  SETTING,
  SETUP,
  STATUS,
  STEP,
  SUITCASE_ACTIONS,
  WIN_REASON,
} from '../src';

type Tree = { [key: string]: string | Tree };
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v);
const tree = (root: unknown, ...path: string[]): Tree => {
  let node: unknown = root;
  for (const key of path) node = isTree(node) ? node[key] : undefined;
  if (!isTree(node)) throw new Error(`no section ${path.join('.')}`);
  return node;
};
const keys = (root: unknown, ...path: string[]) => Object.keys(tree(root, ...path)).sort();
const sorted = (list: Iterable<string>) => [...new Set(list)].sort();

describe.each([
  ['en', en],
  ['ru', ru],
] as const)('locales/%s.json', (_language, locale) => {
  it('roles: every role has a name, a summary and a PM (CB-D4)', () => {
    expect(keys(locale, 'roles')).toEqual(sorted(Object.values(ROLE)));
    for (const role of Object.values(ROLE)) expect(keys(locale, 'roles', role)).toEqual(['name', 'pm', 'summary']);
  });

  it('abilities and passives have a name and a summary', () => {
    expect(keys(locale, 'abilities')).toEqual(sorted([...Object.values(ABILITY), ...Object.values(PASSIVE)]));
    for (const id of keys(locale, 'abilities')) expect(keys(locale, 'abilities', id)).toEqual(['name', 'summary']);
  });

  it('option values: the claim vocabulary, roles, crimes, gadgets, modes', () => {
    expect(keys(locale, 'options')).toEqual(sorted(Object.values(OPTION)));
    expect(keys(locale, 'options', 'action', 'values')).toEqual(sorted(CLAIM_ACTIONS));
    for (const action of SUITCASE_ACTIONS) expect(CLAIM_ACTIONS).toContain(action);
    expect(keys(locale, 'options', 'role', 'values')).toEqual(sorted(Object.values(ROLE)));
    expect(keys(locale, 'options', 'crime', 'values')).toEqual(sorted(CRIMES));
    expect(keys(locale, 'options', 'gadget', 'values')).toEqual(sorted(Object.values(GADGET)));
    expect(keys(locale, 'options', 'mode', 'values')).toEqual(sorted(Object.values(KILL_MODE)));
  });

  it('statuses, polls, steps, stages, factions, settings, setups, host commands', () => {
    expect(keys(locale, 'statuses')).toEqual(sorted(Object.values(STATUS)));
    expect(keys(locale, 'conditions')).toEqual(sorted([...Object.values(STATUS), 'alive', 'dead']));
    expect(keys(locale, 'polls')).toEqual(sorted(Object.values(POLL)));
    expect(keys(locale, 'steps')).toEqual(sorted(Object.values(STEP)));
    expect(keys(locale, 'stages')).toEqual(sorted([...NIGHT_ORDER, ...DAY_ORDER]));
    expect(keys(locale, 'factions')).toEqual(sorted(Object.values(FACTION)));
    expect(keys(locale, 'settings')).toEqual(sorted(Object.values(SETTING)));
    expect(keys(locale, 'setups')).toEqual(sorted(Object.values(SETUP)));
    expect(keys(locale, 'commands')).toEqual(sorted(Object.values(HOST_COMMAND)));
  });

  it('results, their values and outcomes, death causes (CB-D26)', () => {
    expect(keys(locale, 'results')).toEqual(sorted(Object.values(RESULT)));
    expect(keys(locale, 'values')).toEqual(sorted([...Object.values(INTERROGATION_VALUE), 'true', 'false']));
    expect(keys(locale, 'outcomes', 'aptx')).toEqual(sorted(Object.values(APTX_OUTCOME)));
    expect(keys(locale, 'outcomes', 'arrest')).toEqual(sorted(Object.values(ARREST_OUTCOME)));
    expect(keys(locale, 'outcomes', 'lynch')).toEqual(sorted(Object.values(LYNCH_OUTCOME)));
    // Death causes and the result's reasons (the end screen says why a side won).
    expect(keys(locale, 'reasons')).toEqual(sorted([...Object.values(CAUSE), ...Object.values(WIN_REASON)]));
  });

  it("notices: phase-change, bo.leader, bo.suitcase and the post's texts (CB-39…CB-41)", () => {
    expect(typeof tree(locale)['phase-change']).toBe('string');
    expect(typeof tree(locale, 'bo')['leader']).toBe('string');
    expect(typeof tree(locale, 'bo')['suitcase']).toBe('string');
    expect(keys(locale, 'post', 'lynch')).toEqual(sorted(Object.values(LYNCH_OUTCOME)));
    expect(keys(locale, 'post', 'modifiers')).toEqual(sorted(Object.values(MODIFIER_KIND)));
  });

  it("rejections: this ruleset's codes, no others", () => {
    expect(keys(locale, 'rejections')).toEqual(sorted(Object.values(REJECTION)));
  });
});
