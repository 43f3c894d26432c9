import type { Audience, GameState, HookContext, Json } from '@mafia/kernel';
import { toHost, toPublic } from '@mafia/kernel';

/**
 * Ruleset data in `state.data`, each entry with its audience. Public facts (the mayor, the
 * secretary, whether a red has been lynched) are public; the banked shots live in the ledger.
 */
export const KEYS = {
  mayor: 'mayor',
  mayorLost: 'mayor-lost',
  secretary: 'secretary',
  vertical: 'vertical',
  redLynched: 'red-lynched',
  huntHeld: 'hunt-held',
  day: 'day',
  rumours: 'rumours',
  draw: 'draw',
  noVictimDays: 'no-victim-days',
  noNewShotNight: 'no-new-shot-night',
  checks: 'checks',
  verifications: 'verifications',
  requests: 'requests',
  heal: 'heal-last',
  blackOnBlack: 'black-on-black-early',
  movements: 'movements',
  delayed: 'delayed-results',
  headerRoles: 'header-roles',
  shadowVertical: 'shadow-vertical',
  patronage: 'patronage',
  endReveal: 'end-reveal',
} as const;

export const read = <T extends Json>(state: GameState, key: string): T | null =>
  (state.data[key]?.value as T | undefined) ?? null;

export const write = (ctx: HookContext, key: string, value: Json, audience: Audience = toHost): void =>
  ctx.emit({ type: 'data-set', key, value, audience });

export const writePublic = (ctx: HookContext, key: string, value: Json): void => write(ctx, key, value, toPublic);

export const mayorOf = (state: GameState): string | null => (read<string>(state, KEYS.mayorLost) ? null : read<string>(state, KEYS.mayor));
export const secretaryOf = (state: GameState): string | null => (mayorOf(state) ? read<string>(state, KEYS.secretary) : null);

/**
 * What today's votes decided so far. The conditional day steps read it, so its facts stay true for
 * the rest of the day (the cycle re-evaluates step conditions after each step).
 */
export interface DayRecord {
  day: number;
  electionTied?: string[];
  mayorElected?: string;
  huntOffered?: boolean;
  huntApproved?: boolean;
  lynchTied?: string[];
  /** PRI-4: the player the priest forgave when he was to die: the revote is the priest's. */
  forgiven?: string;
  eliminated?: string[];
}

export const dayRecord = (state: GameState): DayRecord => {
  const value = read<Json>(state, KEYS.day) as DayRecord | null;
  const day = state.clock.phase.number;
  return value && value.day === day ? value : { day };
};

export const updateDay = (ctx: HookContext, patch: Omit<DayRecord, 'day'>): void =>
  writePublic(ctx, KEYS.day, { ...dayRecord(ctx.state), ...patch } as unknown as Json);
