// What a night does that belongs to no single role (CB-D7): the book, who acts, redirected targets
// of the discombobulated, deaths with heartbreak, statuses, crimes into the host-only ledger, the
// private results and the phase-change post. Each role's behaviour is in its folder.
import { toPublic, toSeat, type JsonObject } from '@mafia/kernel';
import type { NightDefinition } from '@mafia/ruleset-kit';
import { NIGHT_ORDER } from '../order-of-actions';
import { ABILITY, NOTICE, STEP } from '../ids';
import { NightBook } from './book';
import { tell } from '../actions/town';
import { kill } from './day';
import { LEDGER } from './seats';

export const night: NightDefinition<NightBook> = {
  resolveAt: STEP.night,
  slots: [...NIGHT_ORDER],
  strategy: () => 'ordered',
  book: ({ state, intents, random }) => new NightBook(state, intents, random),
  announce: 'none',
  // CB-D4 discombobulate: the target's later targeted actions land on another living player, drawn
  // with the game's seeded random source, never the one first named (I-16). For a kill order the
  // discombobulated seat that matters is the killer, and only the victim is redrawn.
  targets(book, slot, intent) {
    const kill = intent.ability === ABILITY.killOrder;
    const actor = kill ? intent.targets[0] : intent.actor;
    if (actor === undefined || !book.discombobulated.has(actor) || intent.targets.length === 0) return intent.targets;
    const redraw = (t: string): string => {
      const pool = slot.seats.filter((s) => s.id !== actor && s.id !== t && slot.isAlive(s.id)).map((s) => s.id);
      return pool[Math.floor(book.random() * pool.length)] ?? t;
    };
    return kill ? [actor, ...intent.targets.slice(1).map(redraw)] : intent.targets.map(redraw);
  },
  settle(ctx, book) {
    const report = book.report;
    report.arrests.push(...book.arrested);
    // CB-D10.3: arrests are made one at a time in seat order of the officers.
    const officerIndex = (seat: string): number => ctx.state.seats.findIndex((s) => s.id === book.arrestedBy.get(seat));
    report.arrests.sort((a, b) => officerIndex(a) - officerIndex(b));
    report.releases.push(...book.released);
    for (const { seat, status } of book.removeStatuses) {
      if (ctx.state.seats.find((s) => s.id === seat)?.statuses.some((s) => s.id === status)) ctx.emit({ type: 'status-removed', seat, status });
    }
    for (const { seat, status } of book.addStatuses) {
      if (ctx.state.seats.find((s) => s.id === seat)?.statuses.some((s) => s.id === status.id)) ctx.emit({ type: 'status-removed', seat, status: status.id });
      ctx.emit({ type: 'status-added', seat, status });
    }
    for (const [seat, cause] of book.deaths) kill(ctx, report, seat, cause, book.erasedBodies.has(seat));
  },
  ledger(_ctx, book, deltas) {
    for (const [key, delta] of book.ledger) deltas.set(key, (deltas.get(key) ?? 0) + delta);
    for (const { seat, crime, delta } of book.crimes) {
      const key = LEDGER.crime(seat, crime);
      deltas.set(key, (deltas.get(key) ?? 0) + delta);
    }
  },
  after(ctx, book) {
    // CB-D12.5–6: tracks and stakeouts read every visit of the night (the suitcase's faked ones too).
    for (const { kind, actor, target } of book.reads) {
      if (kind === 'track') tell(book, actor, { kind, target, visited: book.visitedBy(target) });
      else tell(book, actor, { kind, target, visitors: book.visitorsOf(target).filter((v) => v !== actor) });
    }
    for (const { seat, result } of book.results) {
      if (ctx.state.seats.find((s) => s.id === seat)?.alive) ctx.notify(toSeat(seat), `results.${String(result['kind'])}`, {}, result);
    }
    const { phase } = ctx.state.clock;
    const params: JsonObject = { phase: phase.kind, number: phase.number, ...book.report, lynch: null, votes: null, totals: null, modifiers: [] } as JsonObject;
    ctx.notify(toPublic, NOTICE.phaseChange, params);
  },
};
