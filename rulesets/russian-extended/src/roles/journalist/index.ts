import type { GameState, Intent, Json, JsonObject, Rejection, Seat } from '@mafia/kernel';
import type { Component } from '@mafia/resolver';
import { defineAbility, defineRole, traceEffect } from '@mafia/ruleset-kit';
import { KEYS, read, write } from '../../data';
import { isBlack, RED, seatOf, trueColour } from '../../model';
import { killersTonight, overlayShownColour } from '../werewolf';
import { flip, jokerFlips } from '../joker';
import { diedTonight, pm, type NightLog } from '../../night/book';
import { runsAfterKillers } from '../../night/kills';
import { patronised } from '../politician';
import { illusionBroken } from '../imitator/illusion-night';

/** One comparison the journalist made (JOU-2), kept for JOU-5 (two new players) and his verification. */
export interface Comparison {
  night: number;
  journalist: string;
  /** Sorted, as the result shows them. */
  targets: string[];
  outcome: 'same' | 'different' | null;
  /** The colours he was shown, in `targets` order (a blackening shows black, CHK-1). */
  colours: Array<'red' | 'black'> | null;
}

export const COMPARISONS = 'comparisons';

const comparisons = (state: GameState): Comparison[] => (read<Json>(state, COMPARISONS) as unknown as Comparison[] | null) ?? [];
const sorted = (targets: readonly string[]): string[] => [...targets].sort();
const samePair = (a: readonly string[], b: readonly string[]): boolean => sorted(a).join('|') === sorted(b).join('|');

/**
 * JOU-3: touching one of these roles leaves the comparison without information (the terrorist, the
 * anonymous, the hypnotist, the politician; POL-9 for the politician).
 */
const UNCOMPARABLE_ROLES = ['terrorist', 'anonymous', 'hypnotist', 'politician'];

/** JOU-1: each night the colours of two players, never himself. */
export const compare = defineAbility<NightLog>({
  id: 'compare',
  phase: 'night',
  targets: { count: 2, self: 'forbidden' },
  validate: (state, intent) => validateCompare(state, intent),
  night: {
    slot: 'journalist',
    // DET-9: tracking the journalist shows both of his targets; a blocker's arrest knocks the move out.
    components: (intent) => intent.targets.map((target): Component => ({ kind: 'visit', target })),
    handle({ night, book, intent }) {
      // MOV-10: attacked and survived, a move later than the killers' is lost (JOU-3 "lost his move").
      if (!runsAfterKillers({ night, book, intent })) return;
      night.runDefault();
      for (const target of intent.targets) traceEffect(night, 'compare', target, { rule: 'JOU-1' });
    },
    morning({ ctx, book, resolution }) {
      const died = new Set(diedTonight(resolution));
      const before = comparisons(book.state);
      const made: Comparison[] = [];
      for (const intent of book.intents.filter((i) => i.ability === 'compare')) {
        const targets = sorted(intent.targets);
        const colours = noInfo(book, intent, died) ? null : targets.map((t) => shownColour(book.state, t, book.night, killersTonight(book, died), jokerFlips(book), illusionBroken(book, died)));
        const record: Comparison = { night: book.night, journalist: intent.actor, targets, outcome: colours ? (colours[0] === colours[1] ? 'same' : 'different') : null, colours };
        made.push(record);
        const black = isBlack(seatOf(book.state, intent.actor));
        const result: JsonObject = record.outcome
          ? { kind: 'comparison', targets, outcome: record.outcome, ...(black && colours ? { colours } : {}) }
          : { kind: 'comparison', targets, info: 'not-provided' };
        pm(book, intent.actor, `pm.comparison-${record.outcome ?? 'no-info'}`, { first: targets[0] as string, second: targets[1] as string }, result);
      }
      if (made.length > 0) write(ctx, COMPARISONS, [...before, ...made] as unknown as Json);
      // N-JR.2: a black journalist learns a night later that a blackened target was really red.
      for (const c of before.filter((c) => c.night === book.night - 1 && c.colours && isBlack(seatOf(book.state, c.journalist)))) {
        c.targets.forEach((target, i) => {
          if (c.colours?.[i] === 'black' && trueColour(seatOf(book.state, target)) === RED) pm(book, c.journalist, 'pm.blackened-red', { target }, { kind: 'blackened-red', target });
        });
      }
      // JOU-5..JOU-7: a verification sent the evening before gives the clean comparison (true colours, CHK-6).
      for (const v of journalistVerifications(book.state).filter((v) => v.night === book.night)) {
        const [a, b] = v.pair.map((t) => trueColour(seatOf(book.state, t)));
        const targets = sorted(v.pair);
        const outcome = a === b ? 'same' : 'different';
        pm(book, v.checker, `pm.comparison-verification-${outcome}`, { first: targets[0] as string, second: targets[1] as string }, { kind: 'comparison-verification', targets, outcome });
      }
    },
  },
});

/**
 * JOU-5..JOU-7: at the end of a day he may send an earlier comparison for verification (interpretation
 * JOU A2 ★: like the commissar's, CHK-6, it costs that night's comparison). JOU-6: a dead player of
 * the pair is still covered.
 */
export const verifyComparison = defineAbility({
  id: 'verify',
  phase: 'day',
  steps: ['evening'],
  targets: { count: 2, self: 'forbidden', dead: true },
  validate: (state, intent) =>
    comparisons(state).some((c) => c.journalist === intent.actor && c.outcome !== null && samePair(c.targets, intent.targets)) ? null : { code: 'no-such-comparison' },
});

/** The journalist (L24, JOU-1..JOU-7): compares two players' colours; private results only. */
export const journalist = defineRole({ id: 'journalist', faction: RED, abilities: [compare, verifyComparison] });

/** A verification of a pair (the evening's `verify` with two targets, day/evening.ts). */
export const journalistVerifications = (state: GameState): Array<{ night: number; checker: string; pair: string[] }> =>
  (read<Array<{ night: number; checker: string; pair?: string[] }>>(state, KEYS.verifications) ?? []).flatMap((v) => (v.pair ? [{ night: v.night, checker: v.checker, pair: v.pair }] : []));

/**
 * JOU-5: after a comparison that gave information, the next night's pair must include a player of
 * an earlier comparison of his (contract §9 note 3: any earlier comparison).
 */
export function validateCompare(state: GameState, intent: Intent): Rejection | null {
  const night = state.clock.phase.number;
  const own = comparisons(state).filter((c) => c.journalist === intent.actor);
  const lastSucceeded = own.some((c) => c.night === night - 1 && c.outcome !== null);
  if (!lastSucceeded) return null;
  const known = new Set(own.flatMap((c) => c.targets));
  return intent.targets.some((t) => known.has(t)) ? null : { code: 'two-new-after-success' };
}

/** JOU-4: the colour as the commissar's check shows it: a blackening tonight shows black (CHK-1, reading JOU A1 ★). */
function shownColour(state: GameState, target: string, night: number, killedTonight: ReadonlySet<string>, flipped: ReadonlySet<string>, illusionBroken = false): 'red' | 'black' {
  const blackened = (read<Array<{ night: number; target: string }>>(state, KEYS.rumours) ?? []).some((r) => r.night === night && r.target === target);
  // JOU-4, CHK-7: a werewolf as the commissar's check shows him (red until his first kill).
  // Imitator r.7: a broken illusion no longer covers the maniac.
  const colour = blackened ? 'black' : (overlayShownColour(state, seatOf(state, target), killedTonight, illusionBroken) ?? trueColour(seatOf(state, target)));
  // Joker r.5: his successful check tonight flips it.
  return flipped.has(target) ? flip(colour) : colour;
}

// COM-5, COM-6; N-PH.2: a cursed player's colour is blocked too.
const crippled = (seat: Seat): boolean => seat.statuses.some((s) => s.id === 'crippled' || s.id === 'cursed');

/**
 * JOU-3 (reading JOU A3 ★: the same night, either of the two): knocked out, a target died, a crippled
 * or uncomparable target, the target of a colour check (commissar, lawyer, inquisitor) or of the
 * politician's patronage tonight.
 */
function noInfo(book: NightLog, intent: Intent, died: Set<string>): boolean {
  if (!book.ran.has(intent.id)) return true;
  const ward = patronised(book.state, book.night)?.seat;
  return intent.targets.some((t) => {
    const seat = seatOf(book.state, t);
    if (died.has(t) || book.intents.some((i) => i.actor === t && i.ability === 'drink') || crippled(seat) || UNCOMPARABLE_ROLES.includes(seat.role) || ward === t) return true;
    return book.intents.some((i) => i.ability === 'check' && i.targets.includes(t));
  });
}
