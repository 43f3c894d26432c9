// The Madman held by the Faceless (part 3 §2.7, l.75; contract §6 `arson` option `solo: yes`):
// FM.1 a solo suicide, nobody taken along, the fire still breaking the night's later moves; FM.2 he
// leaves with a draw and his victims are zeroed; FM.3 a fire without suicide is allowed (the base
// fire with no player named, r.6). Reading FA-18: the base limits stay (from night 3, one fire).
import type { HookContext, Intent, Rejection } from '@mafia/kernel';
import type { SlotContext } from '@mafia/resolver';
import { traceEffect } from '@mafia/ruleset-kit';
import { GREY, seatOf } from '../../model';
import { roleState, type NightLog } from '../../night/book';
import { zeroVictims } from '../faceless/standing';

const solosOf = (log: NightLog): string[] => roleState<string[]>(log, 'faceless-madman', () => []);

/** FM.1: the grey holder names nobody; `solo` is his option only. */
export function validateFacelessArson(state: Parameters<typeof seatOf>[0], intent: Intent): Rejection | null {
  const grey = seatOf(state, intent.actor).faction === GREY;
  const solo = intent.options?.['solo'];
  if (solo !== undefined && !grey) return { code: 'invalid-option', params: { option: 'solo', value: String(solo) } };
  if (grey && intent.targets.length > 0) return { code: 'invalid-option', params: { option: 'targets', value: intent.targets.join(', ') } };
  return null;
}

/** FM.1: with `solo: yes` the Faceless dies alone in his fire. Returns whether he does. */
export function soloFire(night: SlotContext, log: NightLog, intent: Intent): boolean {
  if (seatOf(log.state, intent.actor).faction !== GREY || intent.options?.['solo'] !== 'yes') return false;
  traceEffect(night, 'solo-suicide', intent.actor, { rule: 'FM.1' });
  solosOf(log).push(intent.actor);
  return true;
}

/** FM.2: his solo fire zeroes his victims; he leaves with a draw. */
export function soloMorning(ctx: HookContext, log: NightLog): void {
  if (solosOf(log).length > 0) zeroVictims(ctx, 'FM.2');
}

/**
 * F.40 [context l.135] "a madman's move counts as a killer's move here": the madman whose fire
 * tonight named this player (it ran: his fire is recorded) is his killer for the face.
 */
export function fireKiller(log: NightLog, seat: string): string | undefined {
  const fired = roleState<{ madman: string }[]>(log, 'madman', () => []).map((f) => f.madman);
  return log.intents.find((i) => i.ability === 'arson' && fired.includes(i.actor) && i.targets.includes(seat))?.actor;
}
