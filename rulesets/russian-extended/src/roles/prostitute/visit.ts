// The Prostitute's part in every attack (PRO-3, PRO-7, N-PR.1): `night/kills.ts` asks here whether
// a kill of her takes her client along.
import type { SlotContext } from '@mafia/resolver';
import { BLACK, seatOf } from '../../model';
import { roleState, type NightLog } from '../../night/book';
import { absorbs } from '../immortal/life';

/** COM-6: lost civilian role and colour (contract §3 statuses). */
export const CRIPPLED = 'crippled';

export interface Visit {
  prostitute: string;
  client: string;
  /** PRO-7: declared with the move. */
  protection: boolean;
  /** PRO-7: she died and the protected client survives crippled. */
  crippled?: boolean;
}

/** Tonight's visits that went through (a failed `take` has none: PRO-8). */
export const visitsOf = (log: NightLog): Visit[] => roleState<Visit[]>(log, 'prostitute', () => []);

/**
 * PRO-3: a killer's move on the Prostitute extends to her client. She died: the client dies with
 * her, or, under protection, survives crippled (PRO-7); a black Prostitute's black client protects
 * himself (N-PR.1, reading N-PR ★: PRO-7's protection). She survived (a heal on her covers him
 * too, PRO-3): so does he. Returns the client killed, if any.
 */
export function clientOf(night: SlotContext, log: NightLog, victim: string, died: boolean, tag: string): string | null {
  const visit = visitsOf(log).find((v) => v.prostitute === victim);
  if (!visit || !died || !night.isAlive(visit.client)) return null;
  // IMM-5, IMM-11: the Immortal (or his linked player) as her client spends the life instead.
  if (absorbs(night, log, visit.client)) return null;
  const black = (seat: string): boolean => seatOf(log.state, seat).faction === BLACK;
  if (visit.protection || (black(visit.prostitute) && black(visit.client))) {
    visit.crippled = true;
    return null;
  }
  return night.kill(visit.client, tag) ? visit.client : null;
}
