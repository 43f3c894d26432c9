// The illusion at night (part 2 §4.3 r.3, r.4, r.7): `night/kills.ts` asks here whether an attack on
// the maniac hits the illusion instead.
import type { HookContext, Json } from '@mafia/kernel';
import type { SlotContext } from '@mafia/resolver';
import { traceEffect } from '@mafia/ruleset-kit';
import { read, write } from '../../data';
import { living, seatOf } from '../../model';
import { roleState, type NightLog } from '../../night/book';
import { ILLUSIONS_BROKEN, illusionCovers, illusionNights, isImitator } from '.';

/**
 * r.3, r.4: "an illusion of the maniac is created for all moves aimed at the maniac ... while the
 * maniac himself remains invulnerable"; r.7: "if the Imitator or the illusion he created is killed
 * at night, all moves after the doctor hit the real maniac" — the illusion takes the first attack
 * that would kill (a protected maniac is saved as he would be), later ones reach him, and none once
 * the Imitator has died tonight. Returns true when the illusion took the attack.
 */
export function illusionTakesHit(night: SlotContext, log: NightLog, seat: string, attacker: string): boolean {
  if (night.isProtected(seat) || !illusionCovers(log.state, seatOf(log.state, seat), log.night)) return false;
  const imitatorAlive = living(log.state).some((s) => isImitator(s) && night.isAlive(s.id));
  const hit = roleState<Set<string>>(log, 'imitator-illusion-hit', () => new Set());
  if (!imitatorAlive || hit.has(seat)) {
    traceEffect(night, 'illusion-gone', seat, { rule: 'imitator r.7' });
    return false;
  }
  hit.add(seat);
  const attackers = roleState<Map<string, string[]>>(log, 'imitator-illusion-attackers', () => new Map());
  attackers.set(seat, [...(attackers.get(seat) ?? []), attacker]);
  traceEffect(night, 'illusion-takes-hit', seat, { rule: 'imitator r.3, r.4' });
  return true;
}

/**
 * l.115 item 18 (X71): "hobo sat at the maniac's, saved by the illusion: does not notice the killer":
 * the killers whose attack on `seat` the illusion took tonight.
 */
export const illusionAttackers = (log: NightLog, seat: string): readonly string[] =>
  roleState<Map<string, string[]>>(log, 'imitator-illusion-attackers', () => new Map()).get(seat) ?? [];

/**
 * r.7: "if the Imitator or the illusion he created is killed at night, all moves after the doctor
 * hit the real maniac": tonight's illusion took an attack, or the Imitator died tonight. The checks
 * of the morning (after the doctor in the night order) then see the real maniac.
 */
export function illusionBroken(log: NightLog, died: ReadonlySet<string>): boolean {
  if (roleState<Set<string>>(log, 'imitator-illusion-hit', () => new Set()).size > 0) return true;
  return log.state.seats.some((s) => isImitator(s) && died.has(s.id));
}

/** At the night's end: a broken illusion's night is kept, so no later verification treats it as whole. */
export function recordBrokenIllusion(ctx: HookContext, log: NightLog, died: ReadonlySet<string>): void {
  const covered = illusionNights(log.state).includes(log.night);
  if (!covered || !illusionBroken(log, died)) return;
  write(ctx, ILLUSIONS_BROKEN, [...(read<number[]>(log.state, ILLUSIONS_BROKEN) ?? []), log.night] as unknown as Json);
}
