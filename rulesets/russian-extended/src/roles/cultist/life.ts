// The Cultist's spare life (part 2 §3.26 r.4, edge case 4): "If the Cultist kills someone of his own
// team, he gets a spare life like the immortal's" (IMM-1, IMM-3: a protected player spends nothing).
import type { HookContext, Json } from '@mafia/kernel';
import type { SlotContext } from '@mafia/resolver';
import { traceEffect } from '@mafia/ruleset-kit';
import { write } from '../../data';
import { pm, roleState, type NightLog } from '../../night/book';
import { cultsOf, CULTS } from './state';

/** Tonight: the cultists whose spare life took an attack (reading A8: one use, every attack of that night). */
const spentTonight = (log: NightLog): Set<string> => roleState(log, 'cultist-life', () => new Set<string>());

/** r.4: an attack on a cultist holding an unspent spare life goes into it (night/kills.ts asks, after the Immortal's). */
export function cultistLifeAbsorbs(night: SlotContext, log: NightLog, seat: string): boolean {
  if (night.isProtected(seat)) return false;
  const cult = cultsOf(log.state).find((c) => c.seat === seat);
  if (cult?.spareLife !== 'unspent') return false;
  spentTonight(log).add(seat);
  traceEffect(night, 'spare-life', seat, { rule: 'cultist r.4' });
  return true;
}

/** r.4, IMM-7: the spent life is told by PM (`life-spent`, as the Immortal's) and gone. */
export function cultistLifeMorning(ctx: HookContext, log: NightLog): void {
  const spent = spentTonight(log);
  if (spent.size === 0) return;
  for (const seat of spent) pm(log, seat, 'pm.life-spent', { attacked: [seat] }, { kind: 'life-spent', attacked: [seat] });
  write(ctx, CULTS, cultsOf(ctx.state).map((c) => (spent.has(c.seat) ? { ...c, spareLife: 'spent' } : c)) as unknown as Json);
}
