// The Cultist (part 2 §3.26, line 43; contract §6 `sacrifice`, `souls`; §9 "Cultist A1, A5, A6, r.7").
import { toSeat, type HookContext, type Json } from '@mafia/kernel';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { write } from '../../data';
import { RED } from '../../model';
import { CULTIST, CULTS, cultsOf, type Cult } from './state';
import { cultHeal, devour } from './night';

export { CULTIST, CULTS, cultsOf, transformed, type Cult } from './state';

/** cultist r.2: at the end of each day he names three players whose souls the Ancient gods should devour. */
export const sacrifice = defineAbility({
  id: 'sacrifice',
  phase: 'day',
  steps: ['evening'],
  targets: { count: 3, self: 'forbidden' },
});

/** The Cultist (L43): the sacrifices and the souls, the devour and the heal (`night.ts`). */
export const cultist = defineRole({ id: CULTIST, faction: RED, abilities: [sacrifice, devour, cultHeal] });

/** T.15: when the evening closes, the day's `sacrifice` is in force; without one, the last stays. */
export function fixSacrifices(ctx: HookContext): void {
  const day = ctx.state.clock.phase.number;
  const cults = cultsOf(ctx.state);
  let changed = false;
  for (const intent of ctx.state.intents.filter((i) => i.ability === 'sacrifice' && i.phase.kind === 'day' && i.phase.number === day)) {
    const actor = ctx.state.seats.find((s) => s.id === intent.actor);
    if (!actor?.alive || actor.role !== CULTIST) continue;
    const old = cults.find((c) => c.seat === actor.id);
    const next: Cult = { ...old, seat: actor.id, targets: [...intent.targets].sort(), souls: old?.souls ?? 0, taken: old?.taken ?? 0 };
    cults.splice(old ? cults.indexOf(old) : cults.length, old ? 1 : 0, next);
    changed = true;
  }
  if (changed) write(ctx, CULTS, cults as unknown as Json);
}

/**
 * Contract §9 "Cultist A1": a soul is taken when a player of his sacrifice in force dies, at night or
 * at a vote, other than through his own move (r.5: a death whose cause carries his `cultist` tag);
 * `souls {count}` (the souls he holds) when that death is published. A.0: only a living cultist.
 */
export function takeSouls(ctx: HookContext, seat: string, cause = ''): void {
  if (cause.startsWith('killed:') && cause.slice('killed:'.length).split('+').includes(CULTIST)) return;
  const cults = cultsOf(ctx.state);
  let changed = false;
  for (const cult of cults) {
    const holder = ctx.state.seats.find((s) => s.id === cult.seat);
    if (!holder?.alive || cult.seat === seat || !cult.targets.includes(seat)) continue;
    cult.souls += 1;
    cult.taken += 1;
    changed = true;
    ctx.notify(toSeat(cult.seat), 'pm.souls', { count: cult.souls }, { kind: 'souls', count: cult.souls });
  }
  if (changed) write(ctx, CULTS, cults as unknown as Json);
}
