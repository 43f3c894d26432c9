// The Madman held by a black (part 3 §3.2, l.101; contract §9 "Black madman"): N-MD.1..N-MD.6.
// The base limits stay (night 3 or later, one successful fire, every later move broken: r.2, r.3,
// r.7); what changes is who dies and what the black sides' shots become.
import type { GameState, Intent, Rejection, Seat } from '@mafia/kernel';
import type { SlotContext } from '@mafia/resolver';
import { traceEffect } from '@mafia/ruleset-kit';
import { KEYS, read } from '../../data';
import { isBlack, seatOf, sideOf, SIDES, type Side } from '../../model';
import type { NightLog } from '../../night/book';
import { banked, ownNight } from '../../night/shots';

/** What a black madman's fire did, read by the morning (the crippled blacks). */
export interface BlackFire {
  dying: string[];
  /** N-MD.5: the chosen blacks, who survive without civilian role and colour. */
  crippled: string[];
}

/**
 * The black side "that was due to shoot that night" (N-MD.2): the madman's own side when tonight is
 * its night, else the side whose night it is (mafia on odd nights, the maniac on even ones,
 * ownNight). Null when no side is due.
 */
function dueSide(state: GameState, madman: Seat, night: number): Side | null {
  const own = sideOf(madman);
  if (own && ownNight(state, own, night)) return own;
  return SIDES.find((side) => ownNight(state, side, night)) ?? null;
}

/**
 * N-MD.6: with a reserve shot of his side left from an earlier night, he may name one more target
 * (three in all). Otherwise the base two (r.4).
 */
export function validateBlackArson(state: GameState, intent: Intent): Rejection | null {
  const seat = seatOf(state, intent.actor);
  if (intent.targets.length <= 2) return null;
  const side = sideOf(seat);
  if (!isBlack(seat) || !side || banked(state, side) === 0) return { code: 'no-reserve-for-third' };
  return null;
}

/**
 * The black madman's fire (r.3's breaking of later moves is done by the caller):
 * - N-MD.5: a chosen black is not killed; he survives crippled (COM-6);
 * - N-MD.1: two non-black victims both die (no lot: r.5 is the red madman's);
 * - N-MD.3: on a night with no new shot after the witch hunt lynched two blacks (RED-3), only one
 *   of two non-black victims dies, drawn by lot (reading N-MD A2: the other is unharmed);
 * - N-MD.2: otherwise, two non-black victims dying with him burn the due side's shot tonight;
 * - N-MD.4: one black chosen, the shot stays; two blacks, the due side gains a shot;
 * - N-MD.6: a third victim spends a reserve shot of his side.
 * Spent, burnt and gained shots are shot records the night's bank settlement reads (settle.ts).
 */
export function blackFire(night: SlotContext, book: NightLog, intent: Intent): BlackFire {
  const state = book.state;
  const madman = seatOf(state, intent.actor);
  const victims = intent.targets.filter((t) => night.isAlive(t));
  const blacks = victims.filter((v) => isBlack(seatOf(state, v)));
  let dying = victims.filter((v) => !blacks.includes(v));
  for (const b of blacks) traceEffect(night, 'black-spared-crippled', b, { rule: 'N-MD.5' });
  const side = dueSide(state, madman, book.night);
  const record = (s: Side, outcome: 'skipped' | 'granted', rule: string): void => {
    book.shots.push({ action: night.action.id, actor: madman.id, side: s, via: 'shot', target: madman.id, outcome });
    traceEffect(night, outcome === 'skipped' ? 'shot-burnt' : 'shot-gained', madman.id, { rule });
  };
  const own = sideOf(madman);
  if (intent.targets.length > 2 && own) record(own, 'skipped', 'N-MD.6');
  const noNewShot = read<number>(state, KEYS.noNewShotNight) === book.night;
  const [a, b] = dying;
  if (dying.length >= 2 && a !== undefined && b !== undefined && blacks.length === 0) {
    if (noNewShot) {
      const spared = night.random() < 0.5 ? a : b;
      dying = dying.filter((v) => v !== spared);
      traceEffect(night, 'only-one-dies', spared, { rule: 'N-MD.3' });
    } else if (side) record(side, 'skipped', 'N-MD.2');
  }
  if (blacks.length >= 2 && side) record(side, 'granted', 'N-MD.4');
  return { dying, crippled: blacks };
}
