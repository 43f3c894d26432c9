import type { JsonObject } from '@mafia/kernel';
import { parseModifierId } from './define';
import type { Ruleset, SetupSeat } from './types';

/**
 * A custom setup as a host composes it in the setup editor (issue #22): groups of identical seats
 * with a count, and the game settings the setup presets (a Russian format, a first phase).
 */
export interface SetupGroup extends SetupSeat {
  count: number;
}

export interface SetupDraft {
  groups: SetupGroup[];
  settings?: JsonObject;
}

/**
 * One thing wrong with a draft: a code the client shows as `setupProblems.<code>` (app locale, en,
 * ru, uk) with its params. Values, never thrown: a draft with problems is an ordinary answer.
 */
export interface SetupProblem {
  code: string;
  params?: Record<string, string | number>;
}

/** The draft's seats, each group repeated `count` times (a bad count gives no seats). */
export function seatsOfDraft(draft: SetupDraft): SetupSeat[] {
  const seats: SetupSeat[] = [];
  for (const { count, ...seat } of draft.groups) {
    if (!Number.isInteger(count) || count < 0) continue;
    for (let i = 0; i < count; i++) seats.push(seat);
  }
  return seats;
}

/** The faction a seat plays for: its own, else its role's. */
export function factionOfSeat(ruleset: Ruleset, seat: SetupSeat): string {
  return seat.faction ?? ruleset.role(seat.role).faction;
}

/** How many seats play for each faction. */
export function factionCounts(ruleset: Ruleset, seats: readonly SetupSeat[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const seat of seats) {
    const faction = factionOfSeat(ruleset, seat);
    counts.set(faction, (counts.get(faction) ?? 0) + 1);
  }
  return counts;
}

/**
 * The informed minority (the factions that know their members, the mafia of the classic game) must
 * be fewer than everybody else, or it has won at the first win check (parity: seed 001's "the
 * Mafia wins when it equals or outnumbers the town"). A shared check for the rulesets whose win is
 * parity; a ruleset calls it from its own `validateSetup`.
 */
export function informedMinorityProblem(ruleset: Ruleset, seats: readonly SetupSeat[]): SetupProblem | null {
  const informed = new Set(ruleset.definition.factions.filter((f) => f.knowsMembers).map((f) => f.id));
  let minority = 0;
  for (const seat of seats) if (informed.has(factionOfSeat(ruleset, seat))) minority += 1;
  if (minority === 0) return { code: 'no-informed-minority' };
  if (minority * 2 >= seats.length) return { code: 'informed-majority', params: { informed: minority, others: seats.length - minority } };
  return null;
}

/**
 * The kit's checks of any draft: counts are whole and not negative, every role, faction and
 * modifier is the ruleset's, the player count is within the ruleset's range, the settings parse,
 * and more than one faction is dealt. Then, when roles and factions are known, the ruleset's own
 * `validateSetup` (families, formats). Pure.
 */
export function validateSetup(ruleset: Ruleset, draft: SetupDraft): SetupProblem[] {
  const def = ruleset.definition;
  const problems: SetupProblem[] = [];
  let unknown = false;
  for (const group of draft.groups) {
    if (!Number.isInteger(group.count) || group.count < 0) problems.push({ code: 'bad-count', params: { role: group.role, count: group.count } });
    if (!def.roles.some((r) => r.id === group.role)) {
      problems.push({ code: 'unknown-role', params: { role: group.role } });
      unknown = true;
    }
    if (group.faction !== undefined && !def.factions.some((f) => f.id === group.faction)) {
      problems.push({ code: 'unknown-faction', params: { faction: group.faction } });
      unknown = true;
    }
    for (const modifier of group.modifiers ?? []) {
      const known = def.modifiers?.some((m) => m.id === parseModifierId(modifier).id || m.id === modifier);
      if (!known) problems.push({ code: 'unknown-modifier', params: { modifier } });
    }
  }
  const seats = seatsOfDraft(draft);
  if (seats.length < def.players.min) problems.push({ code: 'too-few-players', params: { count: seats.length, min: def.players.min } });
  if (seats.length > def.players.max) problems.push({ code: 'too-many-players', params: { count: seats.length, max: def.players.max } });
  const parsed = ruleset.parseSettings(draft.settings ?? {});
  if (!parsed.ok) problems.push({ code: 'invalid-settings', params: { reason: parsed.rejection.code } });
  if (unknown) return problems;
  if (seats.length > 0 && factionCounts(ruleset, seats).size < 2) problems.push({ code: 'one-faction' });
  const own = def.validateSetup;
  if (own && seats.length > 0) problems.push(...own({ seats, settings: parsed.ok ? parsed.settings : (draft.settings ?? {}) }, ruleset));
  return problems;
}
