// The Geisha's part in every attack (part 2 §4.7 r.3–r.5): `night/kills.ts` asks here whether a
// kill is cancelled by her company and whether a kill of her takes her client along.
import type { SlotContext } from '@mafia/resolver';
import { traceEffect } from '@mafia/ruleset-kit';
import { BLACK, GREY, seatOf } from '../../model';
import { roleState, type NightLog } from '../../night/book';
import { absorbs } from '../immortal/life';

export interface Company {
  geisha: string;
  client: string;
}

/** Tonight's visits of the Geisha that went through (a failed `entertain` has none: r.8). */
export const companiesOf = (log: NightLog): Company[] => roleState<Company[]>(log, 'geisha', () => []);

const black = (log: NightLog, seat: string): boolean => seatOf(log.state, seat).faction === BLACK;

/**
 * r.5: she took a black who is attacked by another black, or she is attacked by the black she
 * took: that killer cancels the move (PAR-4: the partner's insurance into it is cancelled too).
 */
export function geishaCancels(night: SlotContext, log: NightLog, killer: string, target: string): boolean {
  if (!black(log, killer)) return false;
  const cancelled = companiesOf(log).some((c) => c.client !== c.geisha && black(log, c.client) && ((c.client === target && killer !== c.geisha) || (c.geisha === target && c.client === killer)));
  if (cancelled) traceEffect(night, 'kill-cancelled-by-geisha', target, { rule: 'geisha r.5' });
  return cancelled;
}

/**
 * r.3: a killer's move on the Geisha extends to her client; r.4: with a black client she dies
 * alone. Returns the client killed, if any.
 */
export function geishaClientOf(night: SlotContext, log: NightLog, victim: string, died: boolean, tag: string): string | null {
  const clients = companiesOf(log).filter((c) => c.geisha === victim && c.client !== victim && night.isAlive(c.client));
  if (clients.length === 0 || !died) return null;
  // N-GEI.2, N-GEI.3: with two clients she takes one along: a red before the Faceless, the Faceless before a black, two reds at random.
  const rank = (seat: string): number => (black(log, seat) ? 2 : seatOf(log.state, seat).faction === GREY ? 1 : 0);
  const best = Math.min(...clients.map((c) => rank(c.client)));
  const candidates = clients.filter((c) => rank(c.client) === best);
  const company = candidates.length > 1 ? candidates[Math.floor(night.random() * candidates.length)] : candidates[0];
  if (!company) return null;
  if (black(log, company.client)) {
    traceEffect(night, 'geisha-dies-alone', victim, { rule: 'geisha r.4' });
    return null;
  }
  // IMM-5 with the Geisha (l.54 interactions): the Immortal as her client spends his life instead.
  if (absorbs(night, log, company.client)) return null;
  traceEffect(night, 'kill-extends-to-client', company.client, { rule: 'geisha r.3' });
  return night.kill(company.client, tag) ? company.client : null;
}
