import type { GameView, JsonObject } from '@mafia/kernel';

/** What turns ids into words: seat names from the view, role/faction/ability names from the ruleset namespace. */
export interface Namer {
  seat(id: string): string | undefined;
  role(id: string): string;
  faction(id: string): string;
  ability(id: string): string;
  value(id: string): string;
  reason(id: string): string;
  list(items: string[]): string;
  /**
   * The text of the first of these ruleset keys that has one (`options.crime.values.killing`,
   * `outcomes.aptx.success`), else undefined. Optional: a namer without it shows such ids as they are.
   */
  text?(keys: string[]): string | undefined;
}

const ROLE_KEYS = new Set(['role', 'victimRole']);
const FACTION_KEYS = new Set(['faction', 'team']);
const ABILITY_KEYS = new Set(['ability']);
const VALUE_KEYS = new Set(['value', 'alignment']);
const REASON_KEYS = new Set(['reason', 'cause']);

/** `{ Alpha: 16, B1: 7 }`: counts per seat or choice (seed 002's public vote counts). */
const isCounts = (v: unknown): v is Record<string, number> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((n) => typeof n === 'number');

/**
 * Engine params are ids (seat ids, role ids) and numbers; the client turns them into the reader's
 * words (architecture principle 6). Unknown shapes become an empty string rather than `[object Object]`.
 */
export function localizeParams(params: JsonObject, namer: Namer): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  const kind = typeof params['kind'] === 'string' ? params['kind'] : null;
  // An option's value (conan-bo's `crime: killing`, `gadgets: [stun-watch]`) reads as the option's
  // text; an outcome as the result kind's (`outcomes.aptx.wrong-guess`).
  const optionText = (key: string, v: string): string | undefined =>
    namer.text?.([`options.${key}.values.${v}`, `options.${key.replace(/s$/, '')}.values.${v}`, ...(kind ? [`outcomes.${kind}.${v}`] : [])]);
  for (const [key, raw] of Object.entries(params)) {
    const one = (v: unknown): string => {
      if (typeof v === 'number') return String(v);
      // A yes/no fact ("mafia: true") reads as the ruleset's words for it (`values.mafia-true`),
      // else its plain yes/no (`values.true`: conan-bo's investigation and spy answers).
      if (typeof v === 'boolean') return namer.text?.([`values.${key}-${String(v)}`, `values.${String(v)}`]) ?? namer.value(`${key}-${String(v)}`);
      if (typeof v !== 'string') return '';
      if (ROLE_KEYS.has(key)) return namer.role(v);
      if (FACTION_KEYS.has(key)) return namer.faction(v);
      if (ABILITY_KEYS.has(key)) return namer.ability(v);
      if (VALUE_KEYS.has(key)) return namer.value(v);
      if (REASON_KEYS.has(key)) return namer.reason(v);
      // A seat attribute's value (russian-extended `negative: none`) reads as the ruleset's words
      // for it before any seat lookup: `none` is also the vote's "no elimination" pseudo-seat.
      const attribute = namer.text?.([`attributes.${key}.values.${v}`]);
      if (attribute !== undefined) return attribute;
      return namer.seat(v) ?? optionText(key, v) ?? v;
    };
    if (typeof raw === 'number') out[key] = raw;
    else if (Array.isArray(raw)) out[key] = namer.list(raw.map(one));
    else if (isCounts(raw)) out[key] = namer.list(Object.entries(raw).map(([id, n]) => `${namer.seat(id) ?? id}: ${n}`));
    else out[key] = one(raw);
  }
  return out;
}

export function seatNames(view: Pick<GameView, 'seats'> | null | undefined): Map<string, string> {
  return new Map((view?.seats ?? []).map((s) => [s.id, s.name]));
}

/** A notice's params with its structured result folded in (`results.investigation` reads `target`, `value`). */
export function noticeParams(notice: { params: JsonObject; result?: JsonObject }): JsonObject {
  return notice.result ? { ...notice.params, ...notice.result } : notice.params;
}
