// The Joker's results beyond his check (part 2 §4.4 r.9, r.12, r.15): the true colour a night
// later, the second werewolf's copy, his visitors. Called by the check's morning (`./index.ts`).
import type { HookContext, Json, Seat } from '@mafia/kernel';
import type { NightAction, Resolution } from '@mafia/resolver';
import { read, write } from '../../data';
import { isBlack, isExtended, living, negativeOf, seatOf, sideOf } from '../../model';
import { pm, type NightLog } from '../../night/book';
import { visitorRoles, visitorsOf } from '../detective/morning';
import { isWerewolf } from '../werewolf';

/** Host data: blacks a Joker saw red (r.9), told their true colour the next morning. */
export const JOKER_PENDING = 'joker-true-colours';
type Pending = { night: number; joker: string; target: string };

const pending = (log: NightLog): Pending[] => read<Pending[]>(log.state, JOKER_PENDING) ?? [];

/**
 * r.9: "any black reddened in any way shows red to the Joker, but one night later the Joker
 * receives that player's true colour and negative role": the red checks of blacks tonight are kept;
 * last night's are told now (`true-colour {target, colour, negative}`), to a living Joker.
 */
export function trueColoursLater(ctx: HookContext, log: NightLog, reddened: ReadonlyArray<{ joker: string; target: string }>, died: ReadonlySet<string>): void {
  const all = pending(log);
  for (const p of all.filter((x) => x.night === log.night - 1)) {
    if (died.has(p.joker) || !seatOf(log.state, p.joker).alive) continue;
    const target = seatOf(log.state, p.target);
    const result = { kind: 'true-colour', target: target.id, colour: 'black', negative: negativeOf(target) ?? 'none' };
    pm(log, p.joker, 'pm.true-colour', { target: target.id, negative: result.negative }, result);
  }
  const kept = all.filter((x) => x.night >= log.night);
  const fresh = reddened.map((r) => ({ night: log.night, ...r }));
  if (fresh.length > 0 || kept.length !== all.length) write(ctx, JOKER_PENDING, [...kept, ...fresh] as unknown as Json);
}

/** r.11, r.12: who gets a copy of the check: the killer sides, and in the extended format the other werewolves. */
export function copyRecipients(log: NightLog, joker: string): Seat[] {
  const extended = isExtended(log.state);
  return living(log.state).filter((s) => s.id !== joker && (sideOf(s) !== null || (extended && isBlack(s) && isWerewolf(s))));
}

/** r.15: "he also sees names and roles of those who visited him personally at night". */
export function jokerVisitors(log: NightLog, resolution: Resolution, actions: readonly NightAction[], joker: string): void {
  const result = { resolution, log, actions };
  const seats = visitorsOf(result, joker);
  if (seats.length === 0) return;
  pm(log, joker, 'pm.visitors', { seats }, { kind: 'visitors', seats });
  const roles = visitorRoles(log.state, result, joker);
  pm(log, joker, 'pm.visitor-roles', { roles }, { kind: 'visitor-roles', roles });
}
