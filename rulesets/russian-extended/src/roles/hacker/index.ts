import type { GameState, HookContext, Intent, Json, Rejection, Seat } from '@mafia/kernel';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { read, write } from '../../data';
import { BLACK, RED, seatOf } from '../../model';
import { pm, type NightLog } from '../../night/book';
import { hasStatus, NEGATIVE_BLOCKED, ROLE_BLOCKED } from './blocks';
import { enslavedThisEvening } from '../pimp/day-control';

/** Ruleset data (host only): every hack, with the evening (day number) it was sent. */
export const HACKS = 'hacks';
export interface Hack {
  day: number;
  hacker: string;
  target: string;
  /** HAC-3: a red Hacker's black target keeps one role blocked for a second cycle (N-HK.1: not a black Hacker's). */
  secondCycle: boolean;
}
export const hacksOf = (state: GameState): Hack[] => read<Hack[] & Json>(state, HACKS) ?? [];

/** HAC-1: at the end of the day the Hacker hacks one other player (contract §5: not himself). */
export const hack = defineAbility({
  id: 'hack',
  phase: 'day',
  steps: ['evening'],
  targets: { count: 1, self: 'forbidden' },
});

/**
 * HAC-4 (readings HAC A1 ★, HAC A3 ★): at the end of the day after a red Hacker's hack, the hacked
 * black names the role he keeps for the second cycle; the other stays blocked.
 */
export const keepRole = defineAbility({
  id: 'keep-role',
  phase: 'day',
  steps: ['evening'],
  targets: { count: 0 },
  options: [{ name: 'role', values: ['civilian', 'negative'], required: true }],
  validate: (state, intent) => validateKeepRole(state, intent),
});

export const hacker = defineRole({ id: 'hacker', faction: RED, abilities: [hack] });

const secondCycleHack = (state: GameState, seat: string): Hack | undefined =>
  hacksOf(state).find((h) => h.target === seat && h.secondCycle && h.day === state.clock.phase.number - 1);

function validateKeepRole(state: GameState, intent: Intent): Rejection | null {
  return secondCycleHack(state, intent.actor) ? null : { code: 'not-hacked' };
}

const block = (ctx: HookContext, seat: Seat, id: string, until: number): void => {
  if (hasStatus(seat, id)) ctx.emit({ type: 'status-removed', seat: seat.id, status: id });
  ctx.emit({ type: 'status-added', seat: seat.id, status: { id, source: 'hack', expires: { kind: 'day', number: until } } });
};

/**
 * When the evening closes (T.12): HAC-2, MOV-3: the hack blocks the target's civilian role for one
 * game cycle, the coming night and the next day (its status expires when that day ends; HAC-11,
 * reading HAC A2 ★: also when the Hacker dies). HAC-3: a black target loses both roles. HAC-4: the
 * second cycle's role, chosen with `keep-role` (unchosen: he keeps his civilian role).
 */
export function closeHackerEvening(ctx: HookContext): void {
  const day = ctx.state.clock.phase.number;
  const blocked = (id: string): boolean => hasStatus(seatOf(ctx.state, id), ROLE_BLOCKED);
  const hacks: Hack[] = [];
  // HAC-7: a hack of the pimp who takes the hacker as his slave this evening fails.
  const onNewMaster = (i: Intent): boolean => enslavedThisEvening(ctx.state, i.targets[0] as string, i.actor);
  for (const intent of ctx.state.intents.filter((i) => i.ability === 'hack' && !blocked(i.actor) && !onNewMaster(i))) {
    const target = seatOf(ctx.state, intent.targets[0] as string);
    const blackTarget = target.faction === BLACK;
    const secondCycle = blackTarget && seatOf(ctx.state, intent.actor).faction === RED;
    block(ctx, target, ROLE_BLOCKED, day + 1);
    if (blackTarget) block(ctx, target, NEGATIVE_BLOCKED, day + 1);
    hacks.push({ day, hacker: intent.actor, target: target.id, secondCycle });
  }
  for (const seat of ctx.state.seats) {
    const earlier = secondCycleHack(ctx.state, seat.id);
    if (!earlier || !seat.alive) continue;
    const kept = ctx.state.intents.find((i) => i.ability === 'keep-role' && i.actor === seat.id)?.options?.['role'] ?? 'civilian';
    block(ctx, seat, kept === 'civilian' ? NEGATIVE_BLOCKED : ROLE_BLOCKED, day + 1);
    ctx.emit({ type: 'status-removed', seat: seat.id, status: kept === 'civilian' ? ROLE_BLOCKED : NEGATIVE_BLOCKED });
  }
  if (hacks.length > 0) write(ctx, HACKS, [...hacksOf(ctx.state), ...hacks] as unknown as Json);
}

/** HAC-12, HAC-13, N-HK.2: next morning the hacked player is told (with the day the block ends), the Hacker learns the civilian role. */
export function hackerMorning(log: NightLog): void {
  for (const h of hacksOf(log.state).filter((x) => x.day === log.night)) {
    const role = seatOf(log.state, h.target).role;
    pm(log, h.target, 'pm.hacked', { until: h.day + 1 });
    pm(log, h.hacker, 'pm.hacked-role', { target: h.target, role }, { kind: 'hacked-role', target: h.target, role });
  }
}
