// The pimp's hold on his slaves (PIM-1..PIM-6, PIM-13, PIM-14, l.115 item 14): who is whose slave,
// how the night's intents change under his orders, and what the slave and the pimp learn.
import { toSeat, type GameState, type HookContext, type Intent, type Json, type JsonObject } from '@mafia/kernel';
import { read, write } from '../../data';
import { BLACK, seatOf } from '../../model';
import { hasStatus, NEGATIVE_BLOCKED, ROLE_BLOCKED } from '../hacker/blocks';
import { pm, type NightLog, type PrivateNote } from '../../night/book';

/** Host-only: `{ pimp, slave, from }` (`from`: the night of the first morning he is a slave). */
export const SLAVES = 'slaves';
export interface Slavery {
  pimp: string;
  slave: string;
  from: number;
}

const all = (state: GameState): Slavery[] => (read<Json>(state, SLAVES) as unknown as Slavery[] | null) ?? [];

/** PIM-1: slavery lasts until the slave or the pimp dies (reading PIM A3 ★). */
export const slavesOf = (state: GameState, pimp: string): Slavery[] =>
  all(state).filter((s) => s.pimp === pimp && seatOf(state, s.slave).alive && seatOf(state, s.pimp).alive);

export const ORDERED = 'pimp-order:';
/** Moves whose target the pimp may not assign or change (PIM-6: killing or suicide; the condoms). */
export const KILLING_MOVES = ['shoot', 'insure', 'vigilante', 'burn', 'suicide', 'approve-suicide', 'take'];

const moveOf = (intent: Intent): { ability: string; targets: string[]; options?: JsonObject } | null => {
  const move = intent.options?.['move'];
  if (typeof move !== 'object' || move === null || Array.isArray(move)) return null;
  const ability = (move as JsonObject)['ability'];
  const targets = (move as JsonObject)['targets'];
  if (typeof ability !== 'string' || !Array.isArray(targets)) return null;
  const options = (move as JsonObject)['options'];
  return { ability, targets: targets.filter((t): t is string => typeof t === 'string'), ...(typeof options === 'object' && options !== null && !Array.isArray(options) ? { options: options as JsonObject } : {}) };
};
export { moveOf };

/**
 * PIM-3..PIM-5 on the night's intents: `forbid` cancels the slave's night moves; `order` replaces
 * his move of that ability (changed) or assigns it (assigned); without either his moves go through
 * (PIM-4). The pimp's own `order` / `forbid` stay as intents: their handler only traces them.
 */
export function pimpControl(state: GameState, intents: Intent[]): Intent[] {
  let out = intents;
  for (const order of intents.filter((i) => i.ability === 'forbid' || i.ability === 'order')) {
    const slave = order.targets[0];
    if (slave === undefined || !slavesOf(state, order.actor).some((s) => s.slave === slave)) continue;
    if (order.ability === 'forbid') {
      out = out.filter((i) => i.actor !== slave || i.ability === 'note');
      continue;
    }
    const move = moveOf(order);
    if (!move) continue;
    // Kernel `keyByMove`: one order per slave and ability, each its own intent.
    const id = `${ORDERED}${slave}:${move.ability}`;
    out = [
      ...out.filter((i) => !(i.actor === slave && i.ability === move.ability)),
      { id, key: id, actor: slave, ability: move.ability, targets: move.targets, ...(move.options ? { options: move.options } : {}), phase: state.clock.phase, step: state.clock.step, at: 0, order: order.order },
    ];
  }
  return out;
}

/** Host-only: the evenings' punishments `{ night, pimp, slave }` (PIM-7). */
export const PUNISHMENTS = 'punishments';
const punishments = (state: GameState): Array<{ night: number; pimp: string; slave: string }> =>
  (read<Json>(state, PUNISHMENTS) as unknown as Array<{ night: number; pimp: string; slave: string }> | null) ?? [];

/** l.115 item 14: how the pimp treated the slave tonight (reading PIM A3 ★: `released` when the pimp died). */
function treatment(state: GameState, slave: string, pimp: string, night: number, died: ReadonlySet<string>): string | null {
  if (died.has(pimp)) return 'released';
  const orders = state.intents.filter((i) => i.actor === pimp && (i.ability === 'order' || i.ability === 'forbid') && i.targets[0] === slave);
  const sent = state.intents.some((i) => i.actor === slave && i.ability !== 'note');
  if (orders.some((o) => o.ability === 'forbid')) return 'forbidden';
  if (orders.length > 0) return sent ? 'changed' : 'assigned';
  if (punishments(state).some((p) => p.night === night && p.slave === slave && p.pimp === pimp)) return 'punished';
  return sent ? 'confirmed' : null;
}

/**
 * PIM-7, PIM-8, PIM-10, PIM-11: when the evening closes a punishment blocks the slave's civilian role
 * (a black slave's negative role too) for one game cycle, as a hack does (reading PIM A4 ★: no
 * second cycle); the statuses expire on their own, so they outlive the pimp.
 */
export function closePunishments(ctx: HookContext): void {
  const day = ctx.state.clock.phase.number;
  const added: Array<{ night: number; pimp: string; slave: string }> = [];
  for (const i of ctx.state.intents.filter((x) => x.ability === 'punish')) {
    const slave = i.targets[0];
    if (slave === undefined || !slavesOf(ctx.state, i.actor).some((s) => s.slave === slave)) continue;
    const seat = seatOf(ctx.state, slave);
    const ids = seat.faction === BLACK ? [ROLE_BLOCKED, NEGATIVE_BLOCKED] : [ROLE_BLOCKED];
    for (const id of ids) {
      if (hasStatus(seat, id)) ctx.emit({ type: 'status-removed', seat: slave, status: id });
      ctx.emit({ type: 'status-added', seat: slave, status: { id, source: 'pimp', expires: { kind: 'day', number: day + 1 } } });
    }
    added.push({ night: day, pimp: i.actor, slave });
  }
  if (added.length > 0) write(ctx, PUNISHMENTS, [...punishments(ctx.state), ...added] as unknown as Json);
}

/**
 * The pimp's morning: the slave's treatment (`pm.slave-treatment`), `pm.enslaved` on his first
 * morning (PIM-13), and the slave's information (`slave-info`, PIM-2: nothing from before). The
 * slave's moves reach the pimp as they are sent (`pm.slave-move`, roles/pimp/day-control.ts).
 */
export function pimpMorning(log: NightLog, died: ReadonlySet<string>): void {
  const state = log.state;
  for (const s of all(state).filter((x) => x.from <= log.night && seatOf(state, x.slave).alive && seatOf(state, x.pimp).alive)) {
    const how = treatment(state, s.slave, s.pimp, log.night, died);
    if (how) pm(log, s.slave, 'pm.slave-treatment', { treatment: how });
    if (s.from === log.night) pm(log, s.slave, 'pm.enslaved');
  }
}

/** PIM-2: a copy of every private result of the slave this morning. */
export function slaveNotes(log: NightLog): PrivateNote[] {
  return all(log.state)
    .filter((s) => s.from <= log.night && seatOf(log.state, s.slave).alive && seatOf(log.state, s.pimp).alive)
    .flatMap((s) =>
      log.notes
        .filter((n) => n.seat === s.slave)
        .map((n): PrivateNote => ({ seat: s.pimp, key: 'pm.slave-info', params: { target: s.slave }, result: { kind: 'slave-info', target: s.slave, result: (n.result ?? { key: n.key, params: n.params ?? {} }) as Json } })),
    );
}

/**
 * PIM-1, PIM-2: when the evening closes the new slave is taken and the pimp learns his role; HAC-6:
 * a hack of this evening blocks him only afterwards ("he still manages to take a slave").
 */
export function closeEnslaving(ctx: HookContext): void {
  const night = ctx.state.clock.phase.number;
  const added: Slavery[] = [];
  for (const i of ctx.state.intents.filter((x) => x.ability === 'enslave')) {
    const pimp = seatOf(ctx.state, i.actor);
    const slave = i.targets[0];
    if (!pimp.alive || pimp.role !== 'pimp' || slave === undefined) continue;
    // HAC-6, MOV-7: a pimp whose role is blocked (hacked the evening before) takes no slave.
    if (hasStatus(pimp, ROLE_BLOCKED)) continue;
    added.push({ pimp: pimp.id, slave, from: night });
    const role = seatOf(ctx.state, slave).role;
    ctx.notify(toSeat(pimp.id), 'pm.slave-role', { target: slave, role }, { kind: 'slave-role', target: slave, role });
  }
  if (added.length > 0) write(ctx, SLAVES, [...all(ctx.state), ...added] as unknown as Json);
}
