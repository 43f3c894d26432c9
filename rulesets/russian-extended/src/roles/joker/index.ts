// The Joker (part 2 §4.4, seed 004 l.51; contract §7): a black werewolf overlay whose special move
// is a commissar-like private check, `joker-check`, that flips the target's colour for that night.
import type { GameState, Intent, JsonObject, Rejection, Seat } from '@mafia/kernel';
import type { Component } from '@mafia/resolver';
import { defineAbility, traceEffect } from '@mafia/ruleset-kit';
import { KEYS, read } from '../../data';
import { BLACK, isBlack, living, negativeOf, RED, seatOf } from '../../model';
import { diedTonight, pm, type NightLog } from '../../night/book';
import { laterMove } from '../../night/kills';
import { showsRedAfterBurn } from '../inquisitor/burns';
import { killersTonight, overlayShownColour } from '../werewolf';
import { reddenedTonight } from '../yakuza';
import { copyRecipients, jokerVisitors, trueColoursLater } from './later';
import { illusionBroken } from '../imitator/illusion-night';

export const JOKER = 'joker';
export const isJoker = (seat: Seat): boolean => seat.faction === BLACK && negativeOf(seat) === JOKER;

/** Contract §3: a black ability his overlay lacks is refused. */
export function validateJokerCheck(state: GameState, intent: Intent): Rejection | null {
  if (!isJoker(seatOf(state, intent.actor))) return { code: 'no-such-negative-move' };
  // r.16: the gun (a lone black's shot) instead of his check, not with it.
  return state.intents.some((i) => i.actor === intent.actor && i.ability === 'shoot') ? { code: 'gun-or-move' } : null;
}

const blackenedTonight = (state: GameState, target: string): boolean =>
  (read<Array<{ night: number; target: string }>>(state, KEYS.rumours) ?? []).some((r) => r.night === state.clock.phase.number && r.target === target);

/** r.3: the blocker's protection of his target makes the Joker's check fail. */
const protectedTonight = (book: NightLog, target: string): boolean =>
  book.intents.some((i) => i.ability === 'block' && i.options?.['mode'] === 'protect' && i.targets.includes(target) && book.ran.has(i.id));

/**
 * r.5: the targets of tonight's successful Joker checks, whose colour every other check that night
 * shows flipped (read by the commissar's `checkColour` and the journalist).
 */
export function jokerFlips(book: NightLog, checker?: string): Set<string> {
  const flips = new Set<string>();
  // N-JOK.2: his own commissar's, lawyer's or inquisitor's check is not flipped by his Joker check.
  for (const intent of book.intents.filter((i) => i.ability === 'joker-check' && book.ran.has(i.id) && i.actor !== checker)) {
    const target = intent.targets[0] as string;
    if (!protectedTonight(book, target)) flips.add(target);
  }
  return flips;
}

export const flip = (colour: 'red' | 'black'): 'red' | 'black' => (colour === RED ? BLACK : RED);

/**
 * r.1, r.2: the colour as the commissar's check would show it, without his "no information" cases
 * (they succeed for the Joker): a rumour's blackening (r.7), a reddening (r.9: red to the Joker),
 * a werewolf's red (CHK-7). r.10: a player killed tonight shows his team, "as if the Joker killed him".
 */
function jokerSees(state: GameState, target: Seat, killed: ReadonlySet<string>, died: ReadonlySet<string>, illusionBroken: boolean): 'red' | 'black' {
  if (died.has(target.id)) return isBlack(target) ? BLACK : RED;
  if (blackenedTonight(state, target.id)) return BLACK;
  if (showsRedAfterBurn(state, target.id) || reddenedTonight(state, target.id)) return RED;
  // Imitator r.7: a broken illusion no longer covers the maniac.
  return overlayShownColour(state, target, killed, illusionBroken) ?? (isBlack(target) ? BLACK : RED);
}

/** r.1–r.17 (see README): the Joker's night check, his special move (HOM-8, DET-8: unseen). */
export const jokerCheck = defineAbility<NightLog>({
  id: 'joker-check',
  phase: 'night',
  targets: { count: 1, self: 'allowed' },
  validate: validateJokerCheck,
  night: {
    // His check runs with the commissar's (r.2 "check principles match the commissar's").
    slot: 'commissar',
    components: (intent) => [...intent.targets.map((target): Component => ({ kind: 'investigate', target })), ...intent.targets.map((target): Component => ({ kind: 'visit', target }))],
    handle(args) {
      laterMove(args);
      if (!args.book.ran.has(args.night.action.id)) return;
      const target = args.intent.targets[0] as string;
      traceEffect(args.night, 'joker-check', target, { rule: 'joker r.1' });
      // r.13: a player the Joker checked successfully: the detective following him recognises no
      // blackening or reddening on him (DET-16 reads the successful colour checks, `checkedOk`).
      if (!protectedTonight(args.book, target)) args.book.checkedOk.add(target);
    },
    morning({ ctx, book, resolution, actions }) {
      const died = new Set(diedTonight(resolution));
      const killed = killersTonight(book, died);
      const reddened: Array<{ joker: string; target: string }> = [];
      // r.15: every living Joker learns who came to him and their roles, whether or not he checked.
      for (const joker of living(book.state).filter((s) => isJoker(s) && !died.has(s.id))) jokerVisitors(book, resolution, actions, joker.id);
      for (const intent of book.intents.filter((i) => i.ability === 'joker-check')) {
        const target = seatOf(book.state, intent.targets[0] as string);
        // r.3: a protected target; an arrested or attacked Joker (MOV-10) made no move.
        if (!book.ran.has(intent.id) || protectedTonight(book, target.id)) {
          pm(book, intent.actor, 'pm.move-failed');
          continue;
        }
        const colour = jokerSees(book.state, target, killed, died, illusionBroken(book, died));
        const result: JsonObject = { kind: 'joker-check', target: target.id, colour, role: target.role };
        // r.8: a black check that hit a real black tells his negative role.
        const negative = negativeOf(target);
        if (colour === BLACK && isBlack(target) && negative) result['negative'] = negative;
        // r.9: a black he saw red: his true colour and negative role a night later.
        if (colour === RED && isBlack(target) && !died.has(target.id)) reddened.push({ joker: intent.actor, target: target.id });
        pm(book, intent.actor, 'pm.joker-check', { target: target.id, colour, role: target.role }, result);
        // r.7: a check of a red blackened by rumours: he learns at once the blackening is false.
        if (!died.has(target.id) && blackenedTonight(book.state, target.id) && !isBlack(target)) {
          pm(book, intent.actor, 'pm.false-blackening', { target: target.id }, { kind: 'false-blackening', target: target.id });
        }
        // r.11, r.14: the mafia and the maniac learn the check, not the civilian role; r.12: the second werewolf too.
        for (const black of copyRecipients(book, intent.actor)) {
          pm(book, black.id, 'pm.copied-joker-check', { target: target.id, colour }, { kind: 'copied-joker-check', target: target.id, colour });
        }
      }
      trueColoursLater(ctx, book, reddened, died);
    },
  },
});

export const JOKER_ABILITIES = [jokerCheck];
