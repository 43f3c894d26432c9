// Whom the Mercenary's contract reaches (part 2 §4.2, seed 004 l.49): a named player or the holder
// of a named civilian role (r.12, r.13), and the targets he skips (r.8, r.9). Kept apart from the
// ability so that his own gun (r.19) reads the same list.
import type { Intent, JsonObject, Seat } from '@mafia/kernel';
import { BLACK, CIVILIAN_ROLES, living, negativeOf, seatOf, sideOf } from '../../model';
import type { NightLog } from '../../night/book';
import { guardsOf } from '../bodyguard/transfer';
import { partnerKillConfirmed } from '../black/suicide';

export const MERCENARY = 'mercenary';

export const isMercenary = (seat: Seat): boolean => seat.faction === BLACK && negativeOf(seat) === MERCENARY;

/** Options key the night adds to a contract: the mafioso who sent it (the intent's actor becomes the Mercenary). */
export const CLIENT = 'client';

/** r.12, r.13: the role named instead of a player, and the players spared if they hold it. */
export const contractRole = (intent: Intent): string | null => {
  const role = intent.options?.['role'];
  return typeof role === 'string' ? role : null;
};

export const spareOf = (intent: Intent): string[] => {
  const spare = intent.options?.['spare'];
  return Array.isArray(spare) ? spare.filter((s): s is string => typeof s === 'string') : [];
};

/** r.12: a role contract names a civilian role this ruleset plays. */
export const knownRole = (role: string): boolean => CIVILIAN_ROLES.includes(role);

/** The blocker's protection of `target` that went through tonight (BLO-4). */
const protectedByBlocker = (book: NightLog, target: string): boolean =>
  book.intents.some((i) => i.ability === 'block' && i.options?.['mode'] === 'protect' && i.targets.includes(target) && book.ran.has(i.id));

export type ContractPick = { target: string } | { skip: string; rule: string; target?: string };

/**
 * r.9: "if the contract names a player protected by the blocker, the bodyguard's ward, the kamikaze,
 * another black, or the Mercenary himself, he skips"; r.8: a mafioso or the Boss's son only per the
 * partner correction (PAR-8: the partner confirmed it). `client`: the mafioso who sent it (none when
 * he kills on his own, r.19: then every black is "another black").
 */
export function skipReason(book: NightLog, mercenary: string, client: string | null, target: string): ContractPick | null {
  const seat = seatOf(book.state, target);
  if (target === mercenary) return { skip: 'contract-on-mercenary', rule: 'mercenary r.9', target };
  if (protectedByBlocker(book, target)) return { skip: 'contract-on-protected', rule: 'mercenary r.9', target };
  if (guardsOf(book).some((g) => g.ward === target)) return { skip: 'contract-on-ward', rule: 'mercenary r.9', target };
  if (seat.role === 'kamikaze') return { skip: 'contract-on-kamikaze', rule: 'mercenary r.9', target };
  if (seat.faction !== BLACK) return null;
  // Yakuza r.8: the Ninja's contract on a yakuza (or the head's daughter) is his employers' partner kill.
  if (client !== null && sideOf(seat) !== null && sideOf(seat) === sideOf(seatOf(book.state, client))) {
    // r.8: the partner correction (PAR-8): the partner named confirmed the kill.
    return partnerKillConfirmed(book.state, book.intents, client, target) ? null : { skip: 'contract-partner-not-confirmed', rule: 'mercenary r.8', target };
  }
  return { skip: 'contract-on-black', rule: 'mercenary r.9', target };
}

/**
 * r.12, r.13: a player contract names its target; a role contract reaches the living holder of the
 * role not on the spare list, or nobody (a skip) when the role is not among the available targets.
 */
export function pickTarget(book: NightLog, intent: Intent, mercenary: string, client: string | null): ContractPick {
  const role = contractRole(intent);
  if (role === null) {
    const target = intent.targets[0] as string;
    return skipReason(book, mercenary, client, target) ?? { target };
  }
  const spare = spareOf(intent);
  const holders = living(book.state).filter((s) => s.role === role);
  if (holders.length === 0) return { skip: 'contract-role-absent', rule: 'mercenary r.12' };
  const open = holders.filter((s) => !spare.includes(s.id));
  if (open.length === 0) return { skip: 'contract-role-spared', rule: 'mercenary r.13', target: holders[0]?.id as string };
  const holder = open[0] as Seat;
  return skipReason(book, mercenary, client, holder.id) ?? { target: holder.id };
}

/** N-MERC.1: the killer moves of the civilian roles whose use skips the contract that night. */
export const OWN_KILLER_MOVES = ['vigilante', 'revenge', 'devour'];

/** The trace's parameters of a skip. */
export const skipParams = (pick: ContractPick): JsonObject => ('skip' in pick ? { rule: pick.rule } : {});
