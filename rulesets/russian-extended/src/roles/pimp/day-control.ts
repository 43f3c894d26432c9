// The pimp's day moves (PIM-3, PIM-5, PIM-6, PIM-9, HAC-7, N-PM.1; contract §5 `day-order`,
// `day-forbid`): the day's intents as the pimp left them, read by every step's closing rules.
import { abilitiesOf, toSeat, usableInPhase, type GameState, type HookContext, type Intent } from '@mafia/kernel';
import { seatOf } from '../../model';
import { moveOf, slavesOf } from './control';

/** Day moves whose target the pimp may not assign or change (PIM-6: killing; he may forbid them). */
export const DAY_KILLING_MOVES = ['detonator', 'detonate', 'execute', 'let-die'];

/** The id of a move the pimp ordered for his slave: it names the pimp (N-PM.1 reads it). */
const DAY_ORDERED = 'pimp-day-order:';

/** The pimp who ordered this day move, or null when the slave chose it himself. */
export function orderedBy(intent: Intent): string | null {
  if (!intent.id.startsWith(DAY_ORDERED)) return null;
  return intent.id.slice(DAY_ORDERED.length).split(':')[0] ?? null;
}

/**
 * HAC-7 ("the Pimp may immediately reassign the Hacker's target or block the Hacker himself"):
 * a player the pimp enslaves this evening obeys him from this evening on (reading PIM A5 ★).
 */
export const enslavedThisEvening = (state: GameState, pimp: string, slave: string): boolean =>
  state.clock.step === 'evening' && state.intents.some((i) => i.ability === 'enslave' && i.actor === pimp && i.targets[0] === slave);

/** His slave now: held (PIM-1) or taken this evening (HAC-7). */
export const controls = (state: GameState, pimp: string, slave: string): boolean =>
  slavesOf(state, pimp).some((s) => s.slave === slave) || enslavedThisEvening(state, pimp, slave);

/**
 * PIM-3..PIM-5 by day: `day-forbid` cancels the slave's day moves sent in the same step; `day-order`
 * replaces his move of that ability in that step (changed) or assigns it (assigned). The ordered
 * move is checked as if the slave sent it (contract §9 note 2) when the step closes: a move he
 * could not make lapses. Without an order his moves go through (PIM-4).
 */
export function dayControl(ctx: HookContext, state: GameState): Intent[] {
  const orders = state.intents.filter((i) => (i.ability === 'day-order' || i.ability === 'day-forbid') && seatOf(state, i.actor).alive && seatOf(state, i.actor).role === 'pimp');
  if (orders.length === 0) return state.intents;
  let out = state.intents;
  for (const order of orders) {
    const slave = order.targets[0];
    if (slave === undefined || !controls(state, order.actor, slave)) continue;
    if (order.ability === 'day-forbid') {
      out = out.filter((i) => !(i.actor === slave && i.step === order.step && i.ability !== 'note'));
      continue;
    }
    const move = moveOf(order);
    if (!move) continue;
    const id = `${DAY_ORDERED}${order.actor}:${slave}:${move.ability}`;
    const ordered: Intent = { id, key: id, actor: slave, ability: move.ability, targets: move.targets, ...(move.options ? { options: move.options } : {}), phase: order.phase, step: order.step, at: order.at, order: order.order };
    if (!slaveMayMake(ctx, state, ordered)) continue;
    out = [...out.filter((i) => !(i.actor === slave && i.ability === move.ability && i.step === order.step)), ordered];
  }
  return out;
}

/** Contract §9 note 2: the slave holds the ability, may use it in this step, and the ruleset's checks pass. */
function slaveMayMake(ctx: HookContext, state: GameState, intent: Intent): boolean {
  const seat = seatOf(state, intent.actor);
  const spec = abilitiesOf(ctx.rules, seat).find((a) => a.id === intent.ability);
  if (!spec || !usableInPhase(spec, 'day') || (spec.steps !== undefined && !spec.steps.includes(intent.step))) return false;
  if (intent.targets.some((t) => !state.seats.some((s) => s.id === t))) return false;
  const others = { ...state, intents: state.intents.filter((i) => !(i.actor === intent.actor && i.ability === intent.ability)) };
  return ctx.rules.hooks.validateIntent?.(others, intent, spec) == null;
}

/**
 * PIM-3: "when the slave sends a day or night move, the Pimp learns of it" (contract §5
 * `pm.slave-move {slave, ability, targets}` when the slave sends a move), so that he may confirm,
 * change or forbid it in time; the kernel's `intentRecorded` hook calls it (index.ts). Night notes
 * are no moves.
 */
export function reportSlaveMove(ctx: HookContext, intent: Intent): void {
  // HAC-7 ("the Pimp may immediately reassign the Hacker's target"): taking a slave this evening,
  // he learns the moves the slave has already sent this evening.
  if (intent.ability === 'enslave' && seatOf(ctx.state, intent.actor).role === 'pimp') {
    for (const sent of ctx.state.intents.filter((i) => i.actor === intent.targets[0] && i.step === intent.step && i.ability !== 'note')) {
      ctx.notify(toSeat(intent.actor), 'pm.slave-move', { slave: sent.actor, ability: sent.ability, targets: [...sent.targets] });
    }
  }
  if (intent.ability === 'note') return;
  for (const pimp of ctx.state.seats.filter((s) => s.alive && s.role === 'pimp' && s.id !== intent.actor)) {
    if (!controls(ctx.state, pimp.id, intent.actor)) continue;
    ctx.notify(toSeat(pimp.id), 'pm.slave-move', { slave: intent.actor, ability: intent.ability, targets: [...intent.targets] });
  }
}
