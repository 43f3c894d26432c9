// Issue #22 ("every shipped ruleset has an `informed` strategy that plays its full role list"): seeded
// games of every shipped setup of conan-bo, gorny, mafia-1923 and sandbox under `informed` send every
// ability of every role (and faction) the setup deals at least once (Conan BO also custom setups
// that deal the roles no shipped setup deals), except the abilities named below
// with their reason; no engine error. (The Russian ruleset is checked by its own lane.)
import type { AvailableCommand, Command, GameState, Seat } from '@mafia/kernel';
import { getRuleset } from '@mafia/rulesets';
import { seatsOfDraft, validateSetup, type Ruleset, type SetupDefinition } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { informed } from '../src/balance/informed';
import { CONAN_BO_READING, killerOf } from '../src/balance/readings/conan-bo';
import type { MoveContext } from '../src/balance/readings/common';
import { RngCursor, seedRng } from '@mafia/kernel';
import type { Strategy } from '../src/balance/strategies';
import { simulate } from '../src/commands/simulate';

/** Abilities no game of these setups can send, ruleset -> ability -> why. */
const CANNOT: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'conan-bo': {
    release: 'the officers arrest found BO members only (a wrong arrest is a false charge, CB-22), a framed town player included (the town believes the finding): nobody the town trusts is ever arrested',
    lawsuit: 'as release: no arrested player the town trusts',
  },
  gorny: {},
  'mafia-1923': {},
  sandbox: {},
};

/**
 * Abilities every seat is offered that work only with a role in the game, ruleset -> ability -> the
 * role: Conan BO's `use-gadget` is everybody's move, but only a gadget holder's is accepted
 * (`no-gadget`, §3.4) and only Agasa hands gadgets out (Kid steals them from a holder).
 */
const ONLY_WITH: Readonly<Record<string, Readonly<Record<string, string>>>> = { 'conan-bo': { 'use-gadget': 'agasa' } };

/** One command the player sent: the seat, the table as it was then, and the command. */
interface Sent {
  seat: string;
  state: GameState;
  command: Command;
}

/** The informed player, with every command it sends recorded. */
function recording(sent: Sent[]): Strategy {
  return {
    ...informed,
    start(ruleset) {
      const player = informed.start(ruleset);
      return {
        ...player,
        choose(turn) {
          const command = player.choose(turn);
          if (command !== null) sent.push({ seat: turn.seat, state: turn.driver.state, command });
          return command;
        },
      };
    },
  };
}

/** The abilities a setup deals: its roles' own (passives aside) and their factions'. */
function dealt(ruleset: Ruleset, setup: SetupDefinition): Set<string> {
  const roles = new Set(setup.seats.map((s) => s.role));
  const factions = new Set<string>();
  const abilities = new Set<string>();
  for (const role of ruleset.definition.roles) {
    if (!roles.has(role.id)) continue;
    factions.add(role.faction);
    for (const a of role.abilities ?? []) if (!a.passive) abilities.add(a.id);
  }
  for (const faction of ruleset.definition.factions) if (factions.has(faction.id)) for (const a of faction.abilities ?? []) if (!a.passive) abilities.add(a.id);
  return abilities;
}

const rulesetOf = (id: string): Ruleset => getRuleset(id) as Ruleset;

/** A custom setup as the setup editor makes it (one group per role), checked by the kit and the ruleset. */
function custom(ruleset: Ruleset, id: string, roles: readonly string[]): SetupDefinition {
  const draft = { groups: roles.map((role) => ({ role, count: 1 })) };
  expect(validateSetup(ruleset, draft)).toEqual([]);
  return { id, seats: seatsOfDraft(draft) };
}

/**
 * Conan BO's custom setups that deal the roles no shipped setup deals (with the shipped ones, every
 * role of CB-D4): no interrogator in the first (Irish frames, CB-D9.4), an interrogator in the second
 * (Vermouth disguises, CB-D12.1; Korn snipes, CB-D15.3).
 */
const CUSTOM: Readonly<Record<string, ReadonlyArray<{ id: string; roles: readonly string[] }>>> = {
  'conan-bo': [
    { id: 'unseen-bo-14', roles: ['bourbon', 'chianti', 'irish', 'calvados', 'kir', 'conan', 'mitsuhiko', 'kogoro', 'haibara', 'kid', 'agasa', 'ran', 'takagi', 'townsperson'] },
    { id: 'unseen-town-10', roles: ['gin', 'vermouth', 'korn', 'heiji', 'conan', 'genta', 'araide', 'townsperson', 'townsperson', 'townsperson'] },
  ],
};

describe('the informed strategy sends every dealt ability', () => {
  // Games per setup: enough for the rare moves (Eri's one voice of reason, Hakuba's travel) under the seeds below.
  const GAMES: Readonly<Record<string, number>> = { 'conan-bo': 40, gorny: 20, 'mafia-1923': 12, sandbox: 20 };
  for (const id of ['conan-bo', 'gorny', 'mafia-1923', 'sandbox']) {
    it(`${id}: every shipped setup (and the custom ones that deal the other roles)`, () => {
      const ruleset = rulesetOf(id);
      const unsent = new Set<string>();
      const customs = (CUSTOM[id] ?? []).map((c) => custom(ruleset, c.id, c.roles));
      for (const setup of [...ruleset.definition.setups, ...customs]) {
        const sent: Sent[] = [];
        const report = simulate(ruleset, setup, GAMES[id] ?? 20, 'coverage', 60, { strategy: recording(sent) });
        expect({ setup: setup.id, errors: report.errors, refused: report.refused }).toEqual({ setup: setup.id, errors: [], refused: 0 });
        const abilities = new Set(sent.map(({ command }) => (command.type === 'submit-intent' ? command.ability : '')));
        const roles = new Set(setup.seats.map((s) => s.role));
        for (const ability of dealt(ruleset, setup)) {
          const needs = ONLY_WITH[id]?.[ability];
          if (!abilities.has(ability) && (needs === undefined || roles.has(needs))) unsent.add(ability);
        }
      }
      const excused = Object.keys(CANNOT[id] ?? {}).sort();
      expect([...unsent].sort()).toEqual(excused);
    }, 60_000);
  }
});

describe('Conan BO: the disguises and the kill order under informed', () => {
  const conan = rulesetOf('conan-bo');
  const basic = conan.definition.setups.find((s) => s.id === 'basic-9') as SetupDefinition;
  /** basic-9 with Gin made Vermouth and Vodka made Irish (no shipped setup deals a disguise). */
  const disguised: SetupDefinition = {
    ...basic,
    id: 'basic-9-disguised',
    seats: basic.seats.map((s) => (s.role === 'gin' ? { ...s, role: 'vermouth' } : s.role === 'vodka' ? { ...s, role: 'irish' } : s)),
  };

  it('Vermouth disguises as a Townsperson once (again only when the disguise is gone), Irish models an outsider, never refused', () => {
    const sent: Sent[] = [];
    const report = simulate(conan, disguised, 30, 'disguise', 60, { strategy: recording(sent) });
    expect(report.errors).toEqual([]);
    expect(report.refused).toBe(0);
    const moves = sent.flatMap(({ seat, state, command }) => (command.type === 'submit-intent' ? [{ seat, state, command }] : []));
    const vermouth = moves.filter(({ command }) => command.ability === 'disguise');
    const irish = moves.filter(({ command }) => command.ability === 'temporary-disguise');
    expect(vermouth.length).toBeGreaterThan(0);
    expect(irish.length).toBeGreaterThan(0);
    // CB-D12.1: a Townsperson reads `not-bo`; sent only by a Vermouth not disguised already.
    for (const { seat, state, command } of vermouth) {
      expect(command.targets).toEqual([]);
      expect(command.options).toEqual({ role: 'townsperson' });
      const me = state.seats.find((s) => s.id === seat) as Seat;
      expect(me.statuses.some((s) => s.id === 'disguised')).toBe(false);
    }
    // Fewer disguises than nights Vermouth lived through: the disguise lasts.
    const nights = moves.filter(({ command }) => command.ability === 'kill-order').length;
    expect(vermouth.length).toBeLessThan(nights);
    // Irish models a town player (he then reads as town to checks).
    for (const { state, command } of irish) expect(state.seats.find((s) => s.id === command.targets[0])?.faction).toBe('town');
  }, 60_000);

  it('the BO kill order: one member a night, the one the rotation allows, naming himself (CB-D14, CB-27)', () => {
    const sent: Sent[] = [];
    simulate(conan, basic, 20, 'kill-order', 60, { strategy: recording(sent) });
    const orders = sent.flatMap(({ seat, state, command }) => (command.type === 'submit-intent' && command.ability === 'kill-order' ? [{ seat, state, command }] : []));
    expect(orders.length).toBeGreaterThan(20);
    for (const { seat, state, command } of orders) {
      expect(command.targets[0]).toBe(seat);
      expect(killerOf(state)?.id).toBe(seat);
      expect(state.seats.find((s) => s.id === command.targets[1])?.faction).toBe('town');
      expect(command.options).toEqual({ mode: 'kill' });
    }
  }, 60_000);
});

describe('Conan BO: the disguise reading, move by move', () => {
  const seat = (id: string, role: string, faction: string, statuses: string[] = []): Seat =>
    ({ id, role, faction, alive: true, removed: false, statuses: statuses.map((status) => ({ id: status })) }) as unknown as Seat;
  const table = [seat('p1', 'vermouth', 'bo'), seat('p2', 'irish', 'bo'), seat('p3', 'heiji', 'town'), seat('p4', 'townsperson', 'town'), seat('p5', 'kid', 'town')];
  const state = (seats: Seat[], notices: unknown[] = []): GameState =>
    ({ seats, ledger: {}, data: {}, intents: [], notices, clock: { phase: { kind: 'night', number: 2 }, step: 'night' } }) as unknown as GameState;
  interface Knows {
    cleared?: string[];
    culprits?: string[];
    revealed?: string[];
    notices?: unknown[];
  }
  const move = (ability: string, me: Seat, seats: Seat[], knows: Knows = {}): MoveContext => ({
    offer: { type: 'submit-intent', ability, targets: { count: ability === 'disguise' ? 0 : 1, min: ability === 'disguise' ? 0 : 1, choices: seats.filter((s) => s.id !== me.id).map((s) => s.id) }, options: [], current: null } as Extract<AvailableCommand, { type: 'submit-intent' }>,
    me,
    state: state(seats, knows.notices),
    choices: seats.filter((s) => s.id !== me.id).map((s) => s.id),
    minority: me.faction === 'bo',
    culprits: new Set(knows.culprits ?? []),
    cleared: new Set(knows.cleared ?? []),
    revealed: new Set(knows.revealed ?? []),
    rng: new RngCursor(seedRng('disguise')),
    accepts: () => true,
  });
  const compose = (m: MoveContext) => CONAN_BO_READING.compose?.(m);

  it('Vermouth disguises as a Townsperson, and not again while disguised (CB-D12.1)', () => {
    expect(compose(move('disguise', table[0] as Seat, table))).toEqual({ targets: [], options: { role: 'townsperson' } });
    const disguised = [seat('p1', 'vermouth', 'bo', ['disguised']), ...table.slice(1)];
    expect(compose(move('disguise', disguised[0] as Seat, disguised))).toBeNull();
  });

  it('Irish models a cleared town player first, else an outsider, while an interrogator lives (he does not frame then)', () => {
    expect(compose(move('temporary-disguise', table[1] as Seat, table, { cleared: ['p4'] }))).toEqual({ targets: ['p4'] });
    for (let i = 0; i < 5; i++) {
      const target = compose(move('temporary-disguise', table[1] as Seat, table))?.targets[0];
      expect(['p3', 'p4', 'p5']).toContain(target);
    }
    expect(compose(move('frame', table[1] as Seat, table))).toBeNull();
  });

  it('Kid steals from a known culprit; with none known he models a cleared player instead (CB-2: one of the two)', () => {
    const kid = table[4] as Seat;
    expect(compose(move('steal', kid, table, { culprits: ['p1'] }))).toEqual({ targets: ['p1'] });
    expect(compose(move('temporary-disguise', kid, table, { culprits: ['p1'] }))).toBeNull();
    expect(compose(move('steal', kid, table, { cleared: ['p4'] }))).toBeNull();
    expect(compose(move('temporary-disguise', kid, table, { cleared: ['p4'] }))).toEqual({ targets: ['p4'] });
  });

  // A table with no interrogator: Irish frames; Bourbon, Calvados, Kogoro, Haibara.
  const bare = [seat('b1', 'irish', 'bo'), seat('b2', 'bourbon', 'bo'), seat('b3', 'calvados', 'bo'), seat('t1', 'conan', 'town'), seat('t2', 'townsperson', 'town'), seat('t3', 'kogoro', 'town'), seat('t4', 'haibara', 'town')];
  const [irish, bourbon, calvados, , , kogoro, haibara] = bare as [Seat, Seat, Seat, Seat, Seat, Seat, Seat];

  it('with no interrogator alive and Conan alive, Irish frames a player the town cannot clear for killing the revealed investigator (CB-D9.4)', () => {
    expect(compose(move('temporary-disguise', irish, bare))).toBeNull();
    expect(compose(move('frame', irish, bare, { revealed: ['t1'], cleared: ['t3'] }))).toEqual({ targets: [expect.stringMatching(/^t[24]$/), 't1'], options: { crime: 'killing' } });
  });

  it('Bourbon blackmails a revealed investigator, else spies for the first harmful town role not located (and not twice on one player)', () => {
    expect(compose(move('blackmail', bourbon, bare, { revealed: ['t1'] }))).toEqual({ targets: ['t1'] });
    expect(compose(move('spy', bourbon, bare, { revealed: ['t1'] }))).toBeNull();
    expect(compose(move('blackmail', bourbon, bare))).toBeNull();
    const spy = compose(move('spy', bourbon, bare));
    expect(spy?.options).toEqual({ role: 'conan' });
    expect(bare.find((s) => s.id === spy?.targets[0])?.faction).toBe('town');
    // Three players asked about Conan and found not to be him: the fourth outsider is asked.
    const no = (target: string) => ({ audience: { to: 'seat', seat: 'b2' }, result: { kind: 'spy', target, role: 'conan', value: false } });
    expect(compose(move('spy', bourbon, bare, { notices: [no('t2'), no('t3'), no('t4')] }))).toEqual({ targets: ['t1'], options: { role: 'conan' } });
    // Conan located: nothing else harmful is dealt here, Bourbon sends nothing; the BO's APTX names him.
    const yes = { audience: { to: 'seat', seat: 'b2' }, result: { kind: 'spy', target: 't1', role: 'conan', value: true } };
    expect(compose(move('spy', bourbon, bare, { notices: [yes] }))).toBeNull();
    expect(compose({ ...move('aptx', irish, bare, { notices: [yes] }), offer: { ...move('aptx', irish, bare).offer, current: null } })).toEqual({ targets: ['t1'], options: { role: 'conan' } });
  });

  it('Calvados bribes only while a revealed investigator can be killed; Kogoro accuses a known culprit only; Haibara covers the revealed investigator, else herself', () => {
    expect(compose(move('bribe', calvados, bare))).toBeNull();
    expect(compose(move('bribe', calvados, bare, { revealed: ['t1'] }))).toEqual({ targets: [] });
    expect(compose(move('accuse', kogoro, bare))).toBeNull();
    expect(compose(move('accuse', kogoro, bare, { culprits: ['b2'] }))).toEqual({ targets: ['b2'] });
    expect(compose(move('antidote', haibara, bare, { revealed: ['t1'] }))).toEqual({ targets: ['t1'] });
    expect(compose(move('antidote', haibara, bare))).toEqual({ targets: ['t4'] });
  });

  it("reads Conan's claims: a true kill claim finds the suspect, a false one clears nobody (CB-D12.3)", () => {
    expect(CONAN_BO_READING.finding({ kind: 'investigation', target: 'p2', action: 'kill', object: 'p3', value: true })).toEqual({ target: 'p2', guilty: true });
    expect(CONAN_BO_READING.finding({ kind: 'investigation', target: 'p2', action: 'kill', object: 'p3', value: false })).toBeNull();
  });
});
