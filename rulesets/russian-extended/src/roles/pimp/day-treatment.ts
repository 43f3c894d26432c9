// What the slave learns of his day moves (l.115 item 14: "the slave always learns in the morning
// how exactly the pimp used him"; PIM-3: confirm, change or forbid; PIM-4; PIM-5). Recorded when each
// day step closes (the pimp's `day-order` / `day-forbid` act on the moves of their step, reading
// PIM A7) and told the next morning with the night's treatment (reading PIM A8).
import type { HookContext, Json } from '@mafia/kernel';
import { read, write } from '../../data';
import type { NightLog } from '../../night/book';
import { pm } from '../../night/book';
import { seatOf } from '../../model';
import { controls, dayControl, orderedBy } from './day-control';

/** Host-only: `{ day, slave, ability, treatment }` for each day move the pimp treated. */
export const DAY_TREATMENTS = 'pimp-day-treatments';
export interface DayTreatment {
  day: number;
  slave: string;
  ability: string;
  treatment: 'confirmed' | 'changed' | 'assigned' | 'forbidden';
}

const recorded = (ctx: { state: HookContext['state'] }): DayTreatment[] => (read<Json>(ctx.state, DAY_TREATMENTS) as unknown as DayTreatment[] | null) ?? [];

/**
 * When a day step closes: for each slave of a living pimp, each move of this step as the pimp left
 * it: his own move kept (`confirmed`, PIM-4), replaced by an order of the same ability (`changed`),
 * an ordered move he had not sent (`assigned`, PIM-5), his move cancelled (`forbidden`). Night notes
 * are no moves.
 */
export function recordDayTreatments(ctx: HookContext): void {
  const state = ctx.state;
  if (state.clock.phase.kind !== 'day') return;
  const { step } = state.clock;
  const day = state.clock.phase.number;
  const after = dayControl(ctx, state);
  const added: DayTreatment[] = [];
  for (const pimp of state.seats.filter((s) => s.alive && s.role === 'pimp')) {
    const slaves = new Set(state.seats.filter((s) => s.alive && s.id !== pimp.id && controls(state, pimp.id, s.id)).map((s) => s.id));
    for (const slave of slaves) {
      const sent = state.intents.filter((i) => i.actor === slave && i.step === step && i.ability !== 'note');
      const left = after.filter((i) => i.actor === slave && i.step === step && i.ability !== 'note');
      const orderedHere = left.filter((i) => orderedBy(i) === pimp.id);
      for (const move of orderedHere) added.push({ day, slave, ability: move.ability, treatment: sent.some((s) => s.ability === move.ability) ? 'changed' : 'assigned' });
      for (const own of sent) {
        if (orderedHere.some((o) => o.ability === own.ability)) continue;
        added.push({ day, slave, ability: own.ability, treatment: left.some((l) => l.id === own.id) ? 'confirmed' : 'forbidden' });
      }
    }
  }
  if (added.length > 0) write(ctx, DAY_TREATMENTS, [...recorded(ctx), ...added] as unknown as Json);
}

/** The morning after night n: the living slave learns how his day-n moves were treated. */
export function dayTreatmentMorning(log: NightLog): void {
  for (const t of recorded(log).filter((x) => x.day === log.night && seatOf(log.state, x.slave).alive)) {
    pm(log, t.slave, 'pm.slave-day-treatment', { ability: t.ability, treatment: t.treatment });
  }
}
