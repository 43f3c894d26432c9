// maid r.2–r.7 and INF-5 at the moment the morning's PMs go out (night/settle.ts `after`): the
// substitution changes what the target receives, and the Maid reads what he received.
import type { HookContext, JsonObject, Notice } from '@mafia/kernel';
import { seatOf } from '../../model';
import { pm, type NightLog, type PrivateNote } from '../../night/book';
import { holds, type Morning } from '../../night/notes';
import { servicesOf } from './index';

const night = (ctx: HookContext): { kind: string; number: number } => ctx.state.clock.phase;

/** The public morning facts a condition reads (as the night notes, AMB-NN-1). */
function morningFacts(ctx: HookContext, died: readonly string[]): Morning {
  const phase = night(ctx);
  const line = (n: Notice, key: string): string[] =>
    n.key === key && n.audience.to === 'public' && n.phase.kind === phase.kind && n.phase.number === phase.number ? [String(n.params['outcome'])] : [];
  return {
    died: new Set(died),
    lines: {
      doctor: ctx.state.notices.flatMap((n) => line(n, 'morning.doctor')),
      blocker: ctx.state.notices.flatMap((n) => line(n, 'morning.blocker')),
      commissar: ctx.state.notices.flatMap((n) => line(n, 'morning.commissar')),
    },
  };
}

/**
 * Reading maid A1 ★: "all general information the target has received during the game" is every
 * private result he was sent before tonight (oldest first), then this morning's as he receives it.
 */
const earlierResults = (ctx: HookContext, seat: string): JsonObject[] =>
  ctx.state.notices.flatMap((n) => (n.audience.to === 'seat' && n.audience.seat === seat && n.result ? [n.result] : []));

const resultsOf = (notes: readonly PrivateNote[], seat: string): JsonObject[] => notes.flatMap((n) => (n.seat === seat && n.result ? [n.result] : []));

/**
 * maid r.3–r.5: when the condition allows (`if` holds, `unless` does not), the target receives
 * `pm.message {text}` instead of (`replace`) or besides (`append`) his private notices of that
 * morning; public notices are untouched (reading maid A4 ★, contract §9). INF-5: her `served.results`
 * show them as he received them. r.8: a failed serve gets `pm.move-failed` (l.115 item 3).
 */
export function maidDelivers(ctx: HookContext, log: NightLog, notes: readonly PrivateNote[], died: readonly string[]): PrivateNote[] {
  let out = [...notes];
  const facts = morningFacts(ctx, died);
  const services = servicesOf(log);
  for (const service of services) {
    const sub = service.substitute;
    if (service.target === null || sub === null) continue;
    if (!holds(sub.if, facts) || (sub.unless !== undefined && holds(sub.unless, facts))) continue;
    const message: PrivateNote = { seat: service.target, key: 'pm.message', params: { text: sub.text }, result: { kind: 'message', text: sub.text } };
    out = sub.mode === 'replace' ? [...out.filter((n) => n.seat !== service.target), message] : [...out, message];
  }
  const mine: NightLog = { ...log, notes: [] };
  for (const service of services) {
    if (service.target !== null) {
      const role = seatOf(log.state, service.target).role;
      const results = [...earlierResults(ctx, service.target), ...resultsOf(out, service.target)];
      pm(mine, service.maid, 'pm.served', { target: service.target, role }, { kind: 'served', target: service.target, role, results });
    } else if (service.owner !== null && service.role !== null) {
      // maid r.7: the owner's name and that night's general information of the role.
      const results = resultsOf(out, service.owner);
      pm(mine, service.maid, 'pm.role-owner', { role: service.role, owner: service.owner }, { kind: 'role-owner', role: service.role, owner: service.owner, results });
    }
  }
  for (const intent of log.intents.filter((i) => i.ability === 'serve' && !log.ran.has(i.id))) pm(mine, intent.actor, 'pm.move-failed');
  return [...out, ...mine.notes];
}
