/**
 * The setup editor's rows (issue #22) and the draft the API checks (`setups.validate`, kit
 * `SetupDraft`): one row per group of identical seats, with a count. Pure, unit-tested.
 */
export interface DraftRow {
  role: string;
  count: number;
  /** Empty: the role's own faction. */
  faction: string;
  /** Comma-separated, as written in setups (`bulletproof-1`). */
  modifiers: string;
  /** Ruleset attributes by key (`family` in 1923, `negative` in the Russian ruleset); empty values are left out. */
  attributes: Record<string, string>;
}

export type AttributeValue = string | number | boolean;

export interface DraftGroup {
  role: string;
  count: number;
  faction?: string;
  modifiers?: string[];
  attributes?: Record<string, AttributeValue>;
}

export interface Draft {
  groups: DraftGroup[];
  settings: Record<string, AttributeValue | null>;
}

/** A shipped setup as the rulesets manifest lists it (`rulesets.get` → `setups`). */
export interface ShippedSetup {
  roles: string[];
  seats: Array<{ faction: string | null; modifiers: string[]; attributes: Record<string, unknown> }>;
  settings: Record<string, unknown>;
}

const attributeText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/** The attribute keys a ruleset's shipped setups use, sorted: the editor's extra columns. */
export function attributeKeys(setups: readonly ShippedSetup[]): string[] {
  const keys = new Set<string>();
  for (const setup of setups)
    for (const seat of setup.seats) for (const key of Object.keys(seat.attributes)) keys.add(key);
  return [...keys].sort();
}

/** A shipped setup as rows: identical seats (role, faction, modifiers, attributes) become one row, in first-seen order. */
export function rowsOfSetup(setup: ShippedSetup, keys: readonly string[]): DraftRow[] {
  const rows: DraftRow[] = [];
  setup.roles.forEach((role, i) => {
    const seat = setup.seats[i];
    const row: DraftRow = {
      role,
      count: 1,
      faction: seat?.faction ?? '',
      modifiers: (seat?.modifiers ?? []).join(', '),
      attributes: Object.fromEntries(keys.map((key) => [key, attributeText(seat?.attributes[key])])),
    };
    const same = rows.find(
      (r) =>
        r.role === row.role &&
        r.faction === row.faction &&
        r.modifiers === row.modifiers &&
        JSON.stringify(r.attributes) === JSON.stringify(row.attributes),
    );
    if (same) same.count += 1;
    else rows.push(row);
  });
  return rows;
}

/** The rows and settings as the API's draft: blanks left out, modifiers split, counts as given. */
export function draftOf(rows: readonly DraftRow[], settings: Record<string, AttributeValue | null>): Draft {
  return {
    groups: rows.map((row) => {
      const modifiers = row.modifiers
        .split(',')
        .map((m) => m.trim())
        .filter(Boolean);
      const attributes = Object.fromEntries(
        Object.entries(row.attributes)
          .map(([k, v]) => [k, v.trim()] as const)
          .filter(([, v]) => v !== ''),
      );
      return {
        role: row.role,
        count: Number.isInteger(row.count) && row.count >= 0 ? row.count : 0,
        ...(row.faction ? { faction: row.faction } : {}),
        ...(modifiers.length > 0 ? { modifiers } : {}),
        ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
      };
    }),
    settings,
  };
}

/** A saved draft back as rows (the share link opens the editor with it). */
export function rowsOfDraft(draft: Draft, keys: readonly string[]): DraftRow[] {
  return draft.groups.map((group) => ({
    role: group.role,
    count: group.count,
    faction: group.faction ?? '',
    modifiers: (group.modifiers ?? []).join(', '),
    attributes: Object.fromEntries(
      [...new Set([...keys, ...Object.keys(group.attributes ?? {})])].map((key) => [
        key,
        attributeText(group.attributes?.[key]),
      ]),
    ),
  }));
}

/** The share link of a saved setup: this page's address with the editor's route. */
export function shareLink(origin: string, pathname: string, shareId: string): string {
  return `${origin}${pathname}#/setups/${encodeURIComponent(shareId)}`;
}

/** A win rate or an interval bound (0..1) as a percentage with one decimal. */
export const percent = (rate: number): string => (rate * 100).toFixed(1);
