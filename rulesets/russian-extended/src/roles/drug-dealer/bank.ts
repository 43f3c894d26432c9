// The Drug dealer's bank and the drugged players (part 2 §3.17 r.2–r.4, r.10–r.16), host-only data.
import { toPublic, type GameState, type HookContext, type Json } from '@mafia/kernel';
import { read, write } from '../../data';
import { seatOf } from '../../model';
import { pm, type NightLog } from '../../night/book';
import { hasStatus } from '../hacker/blocks';

export const DRUGGED = 'drugged';
/** Host-only: each dealer's bank (r.4), and today's drug barriers by seat (r.2, r.13). */
export const DRUG_BANKS = 'drug-banks';
export const DRUG_BARRIERS = 'drug-barriers';

export const bankOf = (state: GameState, seat: string): number => ((read<Json>(state, DRUG_BANKS) as Record<string, number> | null) ?? {})[seat] ?? 0;

export function setBank(ctx: HookContext, seat: string, value: number): void {
  const banks = (read<Json>(ctx.state, DRUG_BANKS) as Record<string, number> | null) ?? {};
  write(ctx, DRUG_BANKS, { ...banks, [seat]: value });
}

/** Today's drug barrier of each drugged seat (r.2 single, r.13 double, reading A4 triple). */
export const drugBarriers = (state: GameState): Record<string, number> => {
  const all = (read<Json>(state, DRUG_BARRIERS) as { day: number; barriers: Record<string, number> } | null) ?? null;
  if (!all || all.day !== state.clock.phase.number || state.clock.phase.kind !== 'day') return {};
  return Object.fromEntries(Object.entries(all.barriers).filter(([seat]) => hasStatus(seatOf(state, seat), DRUGGED)));
};

export interface SaleLike {
  dealer: string;
  target: string;
  dose: 'light' | 'double' | 'triple';
}

const BARRIER = { light: 1, double: 2, triple: 3 } as const;

/**
 * The morning after the drugging: each drugged player holds the status `drugged` until the day ends
 * (r.2), is told `pm.drugged` without the dose (r.16); the dealer earns +1 per other player drugged
 * with a light or a double dose, nothing for himself (r.10) nor for a triple dose (r.14) (r.4, r.13).
 * A.0: only a drugged player alive in the morning is drugged.
 */
export function drugMorning(ctx: HookContext, log: NightLog, sales: readonly SaleLike[], died: readonly string[]): void {
  if (sales.length === 0) return;
  const day = log.night + 1;
  const barriers: Record<string, number> = {};
  const earned: Record<string, number> = {};
  for (const sale of sales) {
    if (died.includes(sale.target)) continue;
    barriers[sale.target] = Math.max(barriers[sale.target] ?? 0, BARRIER[sale.dose]);
    if (sale.target !== sale.dealer && sale.dose !== 'triple') earned[sale.dealer] = (earned[sale.dealer] ?? 0) + 1;
  }
  for (const seat of Object.keys(barriers)) {
    if (hasStatus(seatOf(ctx.state, seat), DRUGGED)) ctx.emit({ type: 'status-removed', seat, status: DRUGGED });
    ctx.emit({ type: 'status-added', seat, status: { id: DRUGGED, source: 'drug', expires: { kind: 'day', number: day } } });
    pm(log, seat, 'pm.drugged', {}, { kind: 'drugged' });
  }
  write(ctx, DRUG_BARRIERS, { day, barriers });
  for (const [dealer, money] of Object.entries(earned)) setBank(ctx, dealer, bankOf(ctx.state, dealer) + money);
}

/** r.3: at the very start of the vote the host names the drugged players. */
export function announceDrugged(ctx: HookContext): void {
  const seats = Object.keys(drugBarriers(ctx.state)).filter((s) => seatOf(ctx.state, s).alive).sort();
  if (seats.length > 0) ctx.notify(toPublic, 'day.drugged', { seats });
}

