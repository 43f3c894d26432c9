/** The pure data of phase 1 against the specification's tables (CB-D3, CB-D4, CB-D7, CB-D8, CB-D25). */
import { describe, expect, it } from 'vitest';
import {
  ABILITY,
  ABILITY_SHAPES,
  ACTION_GROUPS,
  BO_ROLES,
  DAY_ORDER,
  FACTION,
  NIGHT_ORDER,
  ROLE,
  ROLES,
  SETUPS,
  TOWN_ROLES,
  abilitiesOfRole,
  boRank,
  dbRank,
  defaultAptxPills,
  setupRoles,
  type AbilityId,
  type RoleId,
} from '../src';

const roleIds = Object.values(ROLE);

describe('roles (CB-D4, CB-D26)', () => {
  it('33 roles: 21 town and 12 BO, each with its faction', () => {
    expect(roleIds).toHaveLength(33);
    expect(TOWN_ROLES).toHaveLength(21);
    expect(BO_ROLES).toHaveLength(12);
    expect(new Set([...TOWN_ROLES, ...BO_ROLES]).size).toBe(33);
    for (const role of TOWN_ROLES) expect(ROLES[role].faction, role).toBe(FACTION.town);
    for (const role of BO_ROLES) expect(ROLES[role].faction, role).toBe(FACTION.bo);
  });

  it('ranks: Anokata 1 … Kir 12; Mitsuhiko, Ayumi, Genta 1–3 (CB-D3)', () => {
    expect(boRank(ROLE.anokata)).toBe(1);
    expect(boRank(ROLE.gin)).toBe(2);
    expect(boRank(ROLE.kir)).toBe(12);
    expect(boRank(ROLE.conan)).toBeUndefined();
    expect([ROLE.mitsuhiko, ROLE.ayumi, ROLE.genta].map(dbRank)).toEqual([1, 2, 3]);
  });

  it('every ability is held by a role or granted (§3.3: BO faction abilities, use-gadget for everyone)', () => {
    const held = new Set<AbilityId>(roleIds.flatMap((r) => abilitiesOfRole(r)));
    expect(Object.values(ABILITY).filter((a) => !held.has(a))).toEqual([]);
    expect(abilitiesOfRole(ROLE.townsperson)).toEqual([ABILITY.useGadget]);
    expect(abilitiesOfRole(ROLE.anokata).sort()).toEqual([ABILITY.aptx, ABILITY.giveSuitcase, ABILITY.killOrder, ABILITY.suitcase, ABILITY.useGadget].sort());
  });

  it('N/D abilities are exactly arrest, release, vengeance and travel (CB-D4, §16 note 2)', () => {
    const both = (Object.keys(ABILITY_SHAPES) as AbilityId[]).filter((a) => ABILITY_SHAPES[a].phases.length === 2);
    expect(both.sort()).toEqual([ABILITY.arrest, ABILITY.release, ABILITY.travel, ABILITY.vengeance].sort());
  });

  it('action groups pair two abilities of the same role (CB-D5.6)', () => {
    for (const group of ACTION_GROUPS) {
      for (const ability of group.abilities) expect(ROLES[group.role].abilities, `${group.role} ${ability}`).toContain(ability);
    }
  });
});

describe('Order of Actions (CB-D7, CB-D8)', () => {
  it('23 named night stages and 10 day stages, each once', () => {
    expect(NIGHT_ORDER).toHaveLength(23);
    expect(new Set(NIGHT_ORDER).size).toBe(23);
    expect(DAY_ORDER).toHaveLength(10);
    expect(new Set(DAY_ORDER).size).toBe(10);
  });

  it('CB-8: the arrest comes before the kills, the kills before Vengeance, the APTX before the lynch', () => {
    const night = (s: (typeof NIGHT_ORDER)[number]) => NIGHT_ORDER.indexOf(s);
    expect(night('neutralize')).toBeLessThan(night('arrest'));
    expect(night('arrest')).toBeLessThan(night('kills'));
    expect(night('protect')).toBeLessThan(night('kills'));
    expect(night('kills')).toBeLessThan(night('vengeance'));
    expect(night('frame')).toBeGreaterThan(night('arrest'));
    const day = (s: (typeof DAY_ORDER)[number]) => DAY_ORDER.indexOf(s);
    expect(day('arrest')).toBeLessThan(day('aptx'));
    expect(day('aptx')).toBeLessThan(day('lynch'));
    expect(day('lynch')).toBeLessThan(day('suitcase'));
  });
});

describe('setups (CB-D25)', () => {
  const expected: Record<string, { players: number; bo: number }> = {
    'basic-9': { players: 9, bo: 2 },
    'standard-13': { players: 13, bo: 4 },
    'full-17': { players: 17, bo: 5 },
  };

  it.each(SETUPS.map((s) => [s.id, s] as const))('%s', (id, setup) => {
    const roles: RoleId[] = setupRoles(setup);
    expect(roles).toHaveLength(expected[id]?.players ?? -1);
    expect(setup.bo).toHaveLength(expected[id]?.bo ?? -1);
    for (const role of setup.bo) expect(ROLES[role].faction).toBe(FACTION.bo);
    for (const role of setup.town) expect(ROLES[role].faction).toBe(FACTION.town);
    // A setup uses each BO role at most once (CB-D3).
    expect(new Set(setup.bo).size).toBe(setup.bo.length);
    expect(defaultAptxPills(setup)).toBe(setup.bo.length);
  });
});
