// Table tests: every component kind, through both strategies. Rows whose outcome depends on the
// strategy say so in `only`.
import { describe, expect, it } from 'vitest';
import { resolveOrdered, resolveReasonable } from '../src';
import type { NightAction, Resolution, SettledEffect } from '../src';
import {
  busDriver, cop, deaths, doctor, gunOwner, night, poisoner, recruiter, redirector,
  roleblocker, testSlots, tracker, vest, vigilante, watcher, withSlots,
} from './night';

interface Row {
  name: string;
  actions: NightAction[];
  strongWilled?: string[];
  dies: string[];
  /** Settled effects other than kills that must be present (compared by the listed fields). */
  has?: Partial<SettledEffect>[];
  lacks?: SettledEffect['kind'][];
}

const steal: NightAction = {
  id: 'steal-T', actor: 'T', ability: 'thief', order: 0,
  components: [{ kind: 'effect', effect: 'steal', target: 'A', data: { what: 'role' } }, { kind: 'visit', target: 'A' }],
};

const rows: Row[] = [
  { name: 'kill: a shot player dies', actions: [vigilante('V', 'A')], dies: ['A'] },
  { name: 'protect: a protection stops the kill', actions: [doctor('D', 'A'), vigilante('V', 'A')], dies: [] },
  { name: 'block: a blocked shooter kills nobody', actions: [roleblocker('R', 'V'), vigilante('V', 'A')], dies: [] },
  {
    name: 'block: a strong-willed shooter cannot be blocked',
    actions: [roleblocker('R', 'V'), vigilante('V', 'A')], strongWilled: ['V'], dies: ['A'],
  },
  {
    name: 'visit: a watcher sees the visitors of its target',
    actions: [watcher('W', 'A'), vigilante('V', 'A')], dies: ['A'],
    has: [{ kind: 'watch', actor: 'W', target: 'A', visitors: ['V'] }],
  },
  { name: 'swap: a shot at A lands on B', actions: [busDriver('X', 'A', 'B'), vigilante('V', 'A')], dies: ['B'] },
  { name: 'redirect: the shooter is sent onto C', actions: [redirector('R', 'V', 'C'), vigilante('V', 'A')], dies: ['C'] },
  {
    name: 'redirect: only the subject is moved',
    actions: [redirector('R', 'V', 'C'), vigilante('Y', 'A')], dies: ['A'],
  },
  {
    name: 'investigate: the cop learns about the target',
    actions: [cop('C', 'A')], dies: [],
    has: [{ kind: 'investigate', actor: 'C', target: 'A' }],
  },
  {
    name: 'investigate: a swapped investigation lands on the other seat',
    actions: [busDriver('X', 'A', 'B'), cop('C', 'A')], dies: [],
    has: [{ kind: 'investigate', actor: 'C', target: 'B' }],
  },
  {
    name: 'track: the tracker sees where the target went',
    actions: [tracker('T', 'V'), vigilante('V', 'A')], dies: ['A'],
    has: [{ kind: 'track', actor: 'T', target: 'V', visited: ['A'] }],
  },
  {
    name: 'track: a blocked tracker gets no result',
    actions: [roleblocker('R', 'T'), tracker('T', 'V'), vigilante('V', 'A')], dies: ['A'], lacks: ['track'],
  },
  {
    name: 'watch: a watcher of an unvisited seat sees nobody',
    actions: [watcher('W', 'A')], dies: [],
    has: [{ kind: 'watch', actor: 'W', target: 'A', visitors: [] }],
  },
  {
    name: 'recruit: an unharmed target is recruited',
    actions: [recruiter('R', 'A')], dies: [],
    has: [{ kind: 'recruit', actor: 'R', target: 'A', faction: 'cult' }],
  },
  {
    name: 'recruit: a target who dies that night is not recruited',
    actions: [recruiter('R', 'A'), vigilante('V', 'A')], dies: ['A'], lacks: ['recruit'],
  },
  { name: 'trigger-on-visit: the visitor of a gun owner dies', actions: [gunOwner('B'), cop('C', 'B')], dies: ['C'] },
  {
    name: 'trigger-on-visit: a passive trigger is not blocked, and shoots the blocker too',
    actions: [gunOwner('B'), roleblocker('R', 'B'), cop('C', 'B')], dies: ['C', 'R'],
  },
  {
    name: 'effect: a protectable effect is stopped by a protection',
    actions: [doctor('D', 'A'), poisoner('P', 'A')], dies: [], lacks: ['effect'],
  },
  {
    name: 'effect: an unprotectable effect happens despite a protection',
    actions: [doctor('D', 'A'), steal], dies: [],
    has: [{ kind: 'effect', effect: 'steal', actor: 'T', target: 'A', data: { what: 'role' } }],
  },
  {
    name: 'passive: a vest is neither blocked nor moved, and its use is spent',
    actions: [vest('A'), roleblocker('R', 'A'), vigilante('V', 'A')], dies: [],
    has: [{ kind: 'protection-used', actor: 'A', target: 'A', uses: 1 }],
  },
  {
    name: 'passive: a swapped shot leaves the vest behind',
    actions: [vest('A'), busDriver('X', 'A', 'B'), vigilante('V', 'A')], dies: ['B'], lacks: ['protection-used'],
  },
];

const strategies: [string, (r: Row) => Resolution][] = [
  ['reasonable', (r) => resolveReasonable(night(r.actions, { strongWilled: r.strongWilled ?? [] }))],
  ['ordered', (r) => resolveOrdered(withSlots(night(r.actions, { strongWilled: r.strongWilled ?? [] })), { slots: testSlots })],
];

describe.each(strategies)('%s strategy, component table', (_, resolve) => {
  it.each(rows)('$name', (row) => {
    const result = resolve(row);
    expect(deaths(result)).toEqual(row.dies);
    for (const expected of row.has ?? []) expect(result.effects).toContainEqual(expect.objectContaining(expected));
    for (const kind of row.lacks ?? []) expect(result.effects.map((e) => e.kind)).not.toContain(kind);
  });
});
