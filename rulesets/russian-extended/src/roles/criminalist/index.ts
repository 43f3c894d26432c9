// The Criminalist (part 2 §3.27, line 44; contract §6 `examine`, passive visitors; §9 "Criminalist r.2, r.3").
import { toSeat, type HookContext, type JsonObject, type Seat } from '@mafia/kernel';
import type { NightAction, Resolution } from '@mafia/resolver';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { RED } from '../../model';
import { diedTonight, pm, type NightLog } from '../../night/book';
import { visitorsOf } from '../detective/morning';
import { roleCutOff } from '../faceless/passive';
import { recordExamined, sample } from './samples';

export const CRIMINALIST = 'criminalist';

/**
 * criminalist r.2, T.1: during the day, before the vote, he examines a night victim's body.
 * Reading criminalist A1 ★: one body a day (his last `examine` of the day counts), any player killed
 * at night in this game ("any previously examined corpse", r.9, keeps older bodies in reach).
 */
export const examine = defineAbility({
  id: 'examine',
  phase: 'day',
  steps: ['discussion'],
  targets: { count: 1, self: 'forbidden', dead: true },
  // r.2: he examines bodies; a living player is refused (contract addition `not-a-body`).
  validate: (state, intent) => (state.seats.some((s) => s.id === intent.targets[0] && !s.alive) ? null : { code: 'not-a-body' }),
});

/** The Criminalist (L44): the body examination and the passive visitors' names (r.13). */
export const criminalist = defineRole({ id: CRIMINALIST, faction: RED, abilities: [examine, sample] });

/**
 * criminalist r.2, contract §9: the role whose move killed the body (its elimination cause names the
 * killers' tags: a `negative` value or the civilian role the kill went through) and his team as his
 * killer learns it (K.6, F.31). Reading criminalist A5 ★: a body killed by no role's move (lynch,
 * suicide, a mod kill) gives `info: not-provided`. Several killers (K.6): the first tag of the cause.
 */
export function examination(body: Seat): JsonObject {
  const cause = body.eliminationCause ?? '';
  const night = body.eliminatedIn?.kind === 'night';
  const role = night && cause.startsWith('killed:') ? cause.slice('killed:'.length).split('+')[0] : undefined;
  return role ? { kind: 'examination', target: body.id, role, colour: body.faction } : { kind: 'examination', target: body.id, info: 'not-provided' };
}

/**
 * criminalist r.3: the result comes in the evening, after the vote results (when the evening opens).
 * r.11: lynched the same day, his role's new holder receives it.
 */
export function reportExaminations(ctx: HookContext): void {
  const day = ctx.state.clock.phase.number;
  const examined = ctx.state.intents.filter((i) => i.ability === 'examine' && i.phase.kind === 'day' && i.phase.number === day);
  // r.9: every examined body stays in reach of later samples.
  recordExamined(ctx, examined.map((i) => i.targets[0] as string));
  for (const intent of examined) {
    const actor = ctx.state.seats.find((s) => s.id === intent.actor);
    const to = actor?.alive ? actor : ctx.state.seats.find((s) => s.alive && s.role === CRIMINALIST);
    const body = ctx.state.seats.find((s) => s.id === intent.targets[0]);
    if (!to || !body) continue;
    const result = examination(body);
    ctx.notify(toSeat(to.id), result['info'] ? 'pm.examination-no-info' : 'pm.examination', { target: body.id, ...(result['role'] ? { role: result['role'], colour: result['colour'] } : {}) }, result);
  }
}

/**
 * criminalist r.13: like the Homeless (HOM-7, HOM-9), he sees the names of all who came to him
 * (not a killer who failed). r.12: he has no night move of his own, so trackers always see him home.
 */
export function criminalistVisitors(log: NightLog, resolution: Resolution, actions: readonly NightAction[]): void {
  const died = new Set(diedTonight(resolution));
  const result = { resolution, log, actions };
  // F.1 (reading FA-25): a criminalist cut tonight notices nothing.
  for (const seat of log.state.seats.filter((s) => s.alive && !s.removed && s.role === CRIMINALIST && !roleCutOff(log, s.id))) {
    const seats = visitorsOf(result, seat.id).filter((v) => died.has(seat.id) || !(log.attackers.get(seat.id) ?? []).includes(v));
    if (seats.length > 0) pm(log, seat.id, 'pm.visitors', { seats }, { kind: 'visitors', seats });
  }
}
