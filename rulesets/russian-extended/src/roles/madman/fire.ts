// The Madman's fire (part 2 §3.22, l.39): his slot comes after every killer and suicide and before
// the checkers (reading ★ 2, README); every later move that night is broken (r.3).
import type { HookContext, Json } from '@mafia/kernel';
import type { SlotContext } from '@mafia/resolver';
import { traceEffect } from '@mafia/ruleset-kit';
import type { Intent } from '@mafia/kernel';
import { read, write } from '../../data';
import { isBlack, seatOf } from '../../model';
import { pm, roleState, type NightLog } from '../../night/book';
import { NIGHT_ORDER } from '../../night/night-order';
import { soloFire, soloMorning } from './faceless';
import { blackFire } from './black';
import { absorbs } from '../immortal/life';

/** Ruleset data (host only): the Madmen whose fire succeeded (r.7). */
export const MADMAN_USED = 'madman-used';

interface Fire {
  madman: string;
  /** r.5: the same-team victim spared by lot, who loses role and colour. */
  crippled: string | null;
}

const firesOf = (log: NightLog): Fire[] => roleState<Fire[]>(log, 'madman', () => []);
const blackCrippled = (log: NightLog): string[] => roleState<string[]>(log, 'black-madman', () => []);

/**
 * r.3: every move after his is broken; r.4, r.6: he dies with 0–2 victims (none: he lives);
 * r.5: two victims of one team, both without cover (reading ★ 4: a protection on them tonight),
 * only one, drawn by lot, dies; the other is crippled.
 */
export function fire({ night, book, intent }: { night: SlotContext; book: NightLog; intent: Intent }): void {
  book.ran.add(night.action.id);
  const mine = NIGHT_ORDER.indexOf('madman');
  for (const action of night.seats.flatMap((s) => night.actionsOf(s.id))) {
    if (NIGHT_ORDER.indexOf(action.slot ?? '') <= mine || action.passive) continue;
    night.cancel(action.id);
    traceEffect(night, 'broken-by-fire', action.actor, { rule: 'madman r.3' });
  }
  const victims = intent.targets.filter((t) => night.isAlive(t));
  let crippled: string | null = null;
  let dying = victims;
  const [a, b] = victims;
  // N-MD.1..N-MD.6: a black holder's fire (madman/black.ts).
  const black = isBlack(seatOf(book.state, intent.actor)) ? blackFire(night, book, intent) : null;
  if (black) {
    dying = black.dying;
    blackCrippled(book).push(...black.crippled);
  } else if (a !== undefined && b !== undefined && seatOf(book.state, a).faction === seatOf(book.state, b).faction && !night.isProtected(a) && !night.isProtected(b)) {
    const spared = night.random() < 0.5 ? a : b;
    dying = victims.filter((v) => v !== spared);
    traceEffect(night, 'same-team-victim-spared', spared, { rule: 'madman r.5' });
    // IMM-11: the Immortal (or his linked player) he would cripple loses the spare life instead.
    crippled = absorbs(night, book, spared) ? null : spared;
  }
  // IMM-1: the Immortal's spare life takes his fire as any attack (IMM-14: the Madman's own death
  // in it is a suicide, so the link does not reach the Immortal: he is killed outside `attack`).
  for (const victim of dying) if (!absorbs(night, book, victim)) night.kill(victim, 'madman');
  if (intent.targets.length > 0 || soloFire(night, book, intent)) night.kill(intent.actor, 'madman', { unstoppable: true });
  firesOf(book).push({ madman: intent.actor, crippled });
}

/**
 * r.5: the spared victim is crippled (COM-6); r.7: the fire is his one successful move; l.115 item 8:
 * a fire that was not set (blocked, his move knocked out) is no successful move: `pm.try-again`.
 */
export function madmanMorning({ ctx, book }: { ctx: HookContext; book: NightLog }): void {
  const fired = new Set(firesOf(book).map((f) => f.madman));
  for (const intent of book.intents.filter((i) => i.ability === 'arson' && !fired.has(i.actor))) pm(book, intent.actor, 'pm.try-again');
  for (const f of firesOf(book)) {
    if (f.crippled !== null) ctx.emit({ type: 'status-added', seat: f.crippled, status: { id: 'crippled', source: 'arson' } });
    write(ctx, MADMAN_USED, [...(read<string[]>(ctx.state, MADMAN_USED) ?? []), f.madman] as unknown as Json);
  }
  // N-MD.5: the blacks a black madman chose survive without civilian role and colour.
  for (const seat of blackCrippled(book)) if (ctx.state.seats.some((s) => s.id === seat && s.alive)) ctx.emit({ type: 'status-added', seat, status: { id: 'crippled', source: 'arson' } });
  soloMorning(ctx, book);
}
