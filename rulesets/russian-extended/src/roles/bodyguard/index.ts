import type { GameState, Intent, Rejection } from '@mafia/kernel';
import { defineAbility, defineRole, traceEffect } from '@mafia/ruleset-kit';
import { read, write } from '../../data';
import { GREY, negativeOf, RED, seatOf } from '../../model';
import { diedTonight, pm, type NightLog } from '../../night/book';
import { attemptOn } from './neutralise';
import { guardsOf, type GuardRecord } from './transfer';
import { setUpByPartner } from '../fanatic/state';

/** Ruleset data: the last guard, for BOD-6 (one key, the role's history: ACT-7). */
export const GUARD_LAST = 'guard-last';
type LastGuard = { night: number; ward: string; knockedOut: boolean };


/** N-BG.6: on an attempt on the real ward, "for all roles" a black holder went to his alibi. */
function visitedBy(state: GameState, intent: Intent, intents: readonly Intent[]): string {
  const [ward, alibi] = intent.targets as [string, string | undefined];
  return negativeHolder(state, intent.actor) && alibi !== undefined && attemptOn(intents, ward) ? alibi : ward;
}

/** Black and grey holders play the negative variant (part 3 §3.2 l.89 N-BG, l.71 FB). */
const negativeHolder = (state: GameState, seat: string): boolean => seatOf(state, seat).faction !== RED;

/**
 * BOD-1: each night the bodyguard guards one player. Reading BOD A3 (contract §9 note 3): never
 * himself. N-BG.6: a black or grey holder may name a second target, his alibi.
 */
export const guard = defineAbility<NightLog>({
  id: 'guard',
  phase: 'night',
  targets: { count: 2, min: 1, self: 'forbidden' },
  options: [{ name: 'neutralise', values: ['on', 'off'] }],
  validate: (state, intent) => validateGuard(state, intent),
  night: {
    slot: 'bodyguard',
    // The place a tracker sees him go (N-BG.6).
    components: (intent, state) => [{ kind: 'effect', effect: 'guard', target: visitedBy(state, intent, state.intents) }],
    handle({ night, book, intent }) {
      book.ran.add(night.action.id);
      const ward = intent.targets[0] as string;
      const black = negativeHolder(book.state, intent.actor);
      const attempted = attemptOn(book.intents, ward);
      night.visit(visitedBy(book.state, intent, book.intents));
      const grey = seatOf(book.state, intent.actor).faction === GREY;
      const record: GuardRecord = { bodyguard: intent.actor, ward, black, grey, attacks: [] };
      guardsOf(book).push(record);
      traceEffect(night, 'guard', ward, { rule: grey ? 'FB.1' : black ? 'N-BG.1' : 'BOD-2' });
      // N-BG.1, N-BG.2, DOC-5: a black holder neutralises the doctor's heal of his ward on the
      // night of an attempt, unless he said `neutralise: off`.
      // FB (l.71): the Faceless holder has no such right (FB.1–FB.6 do not give it).
      if (black && !grey && attempted && intent.options?.['neutralise'] !== 'off') {
        for (const heal of night.seats.flatMap((s) => night.actionsOf(s.id)).filter((a) => a.ability === 'heal' && a.components.some((c) => 'target' in c && c.target === ward))) {
          night.cancel(heal.id);
          traceEffect(night, 'neutralise', heal.actor, { rule: 'N-BG.1' });
        }
      }
    },
    morning({ ctx, book, resolution }) {
      const died = new Set(diedTonight(resolution));
      for (const intent of book.intents.filter((i) => i.ability === 'guard')) {
        const ward = intent.targets[0] as string;
        const record = guardsOf(book).find((g) => g.bodyguard === intent.actor);
        // BOD-5, l.115 item 3: a knocked-out guard is told by PM.
        if (!record) pm(book, intent.actor, 'pm.move-failed');
        else reportGuard(book, record, died);
        // N-FN.2: a shot at a black bodyguard that killed his ward instead (N-BG.3) is a set-up.
        if (record?.black && died.has(record.ward) && record.attacks.some((a) => a.original === record.bodyguard)) setUpByPartner(ctx, record.bodyguard, [record.ward]);
        write(ctx, GUARD_LAST, { night: book.night, ward, knockedOut: !record });
      }
    },
  },
});

export const bodyguard = defineRole({ id: 'bodyguard', faction: RED, abilities: [guard] });

/** BOD-8..BOD-10 (red holder), N-BG.4 (black holder): what the ward and the bodyguard learn. */
function reportGuard(book: NightLog, record: GuardRecord, died: Set<string>): void {
  const first = record.attacks[0];
  if (record.black) {
    // N-BG.4: the ward was killed by a killer: his name and side, the original target, the ward's side.
    const killer = first?.killer ?? (book.attackers.get(record.ward) ?? [])[0];
    if (killer === undefined || !died.has(record.ward)) return;
    const result = { kind: 'guard-report', target: first?.original ?? record.ward, killer, killerTeam: seatOf(book.state, killer).faction, wardTeam: seatOf(book.state, record.ward).faction };
    pm(book, record.bodyguard, 'pm.guard-report', { target: result.target, killer }, result);
    return;
  }
  if (!first) return;
  const killerSeat = seatOf(book.state, first.killer);
  const negative = negativeOf(killerSeat) ?? killerSeat.role;
  if (died.has(record.bodyguard)) {
    // BOD-8: died on duty, the ward learns the killer's name; BOD-9 (reading BOD A1 ★): attacked
    // directly, the ward (still "the saved player") learns only the negative role.
    if (first.transferred) pm(book, record.ward, 'pm.killer-name', { killer: first.killer }, { kind: 'killer-name', killer: first.killer });
    else pm(book, record.ward, 'pm.killer-role', { negative }, { kind: 'killer-role', negative });
    return;
  }
  // BOD-10: he survived, and learns which of the pair was the original target and the killer's negative role.
  pm(book, record.bodyguard, 'pm.guard-report', { target: first.original, killer: negative }, { kind: 'guard-report', target: first.original, negative });
}

/**
 * BOD-6, MOV-6: a red bodyguard may not guard the same player two nights running, unless last
 * night's guard was knocked out; N-BG.7: a black holder may. N-BG.6: only a black or grey holder
 * names an alibi.
 */
export function validateGuard(state: GameState, intent: Intent): Rejection | null {
  const black = negativeHolder(state, intent.actor);
  if (intent.targets.length === 2 && !black) return { code: 'no-alibi' };
  if (black) return null;
  const last = read<LastGuard>(state, GUARD_LAST);
  if (last && last.night === state.clock.phase.number - 1 && !last.knockedOut && last.ward === intent.targets[0]) return { code: 'same-ward-twice' };
  return null;
}
