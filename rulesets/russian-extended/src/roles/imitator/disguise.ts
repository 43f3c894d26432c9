// The Imitator's death disguise (part 2 §4.3 r.10, r.11, part 3 T.11; contract §7 `disguise`).
// r.10: "if the Imitator is lynched by day he always has the right to die in the guise of another
// black: he names to the host a negative role present in the game, which is shown in the results
// until the end of the game"; r.11: "if lynched before his first successful kill, he may fully hide
// his negative role and die red, but for all technical purposes he is still counted black". A
// deathbed move (contract §2): sent during a vote, it takes effect only if that vote eliminates him.
import { toPublic, type GameState, type HookContext, type Intent, type Json, type Rejection, type Seat } from '@mafia/kernel';
import { defineAbility } from '@mafia/ruleset-kit';
import { KEYS, read, writePublic } from '../../data';
import { BLACK, negativeOf, seatOf } from '../../model';
import { killedBefore } from '../werewolf';
import { isImitator } from '.';
import { LYNCH_AND_HUNT_STEPS } from '../../day/lynch-steps';

/** r.11: the disguise that hides the negative role and shows a red. */
export const RED_DISGUISE = 'red';
/** The negative roles a disguise may name (contract §1 `negative` values other than his own and `none`). */
export const DISGUISES = ['mafia', 'maniac', 'boss-son', 'mercenary', 'joker', 'poisoner', 'executor', 'geisha', 'yakuza', 'head-daughter', 'ninja', RED_DISGUISE];

const disguiseAs = (intent: Intent): string | null => {
  const as = intent.options?.['as'];
  return typeof as === 'string' ? as : null;
};

/**
 * r.10: "a negative role present in the game" (another black's, dead or alive: reading Imitator A8);
 * r.11: red only "before his first successful kill" (CHK-7's first kill, `werewolf#killedBefore`).
 */
export function validateDisguise(state: GameState, intent: Intent): Rejection | null {
  if (!isImitator(seatOf(state, intent.actor))) return { code: 'no-such-negative-move' };
  const as = disguiseAs(intent);
  if (as === RED_DISGUISE) return killedBefore(state, intent.actor) ? { code: 'disguise-red-after-kill' } : null;
  const present = state.seats.some((s) => s.id !== intent.actor && s.faction === BLACK && negativeOf(s) === as);
  return as !== null && present ? null : { code: 'disguise-unknown' };
}

export const disguise = defineAbility({
  id: 'disguise',
  phase: 'day',
  // T.11, contract §2: a deathbed move, sent during the vote that may eliminate him.
  steps: LYNCH_AND_HUNT_STEPS,
  targets: { count: 0 },
  options: [{ name: 'as', values: DISGUISES }],
  validate: validateDisguise,
});

/** The disguise the seat sent in the current day (the last one counts), or null. */
export function disguiseOf(state: GameState, seat: Seat): string | null {
  if (state.clock.phase.kind !== 'day' || !isImitator(seat)) return null;
  const move = [...state.intents].reverse().find((i) => i.ability === 'disguise' && i.actor === seat.id && i.phase.kind === 'day' && i.phase.number === state.clock.phase.number);
  return move ? disguiseAs(move) : null;
}

/** r.11: the kernel's day reveal (role and team) is withheld for an Imitator who dies red. */
export const diesRed = (state: GameState, seat: Seat): boolean => disguiseOf(state, seat) === RED_DISGUISE && !killedBefore(state, seat.id);

/**
 * r.10, r.11 when a disguised Imitator leaves by day: the public sees the negative role he named
 * (`day.negative-revealed`), or, dying red, his civilian role in the header and `day.red-revealed`
 * (as any red's day reveal shows role and team). True when the disguise decided the announcement.
 * The truth comes out only at the game's end (`end-reveal.ts`: "until the end of the game").
 */
export function revealDisguised(ctx: HookContext, seat: Seat): boolean {
  const as = disguiseOf(ctx.state, seat);
  if (as === null) return false;
  if (as !== RED_DISGUISE) {
    ctx.notify(toPublic, 'day.negative-revealed', { seat: seat.id, negative: as });
    return true;
  }
  if (!diesRed(ctx.state, seat)) return false;
  const header = read<Record<string, Json>>(ctx.state, KEYS.headerRoles) ?? {};
  writePublic(ctx, KEYS.headerRoles, { ...header, [seat.id]: seat.role });
  ctx.notify(toPublic, 'day.red-revealed', { seat: seat.id, role: seat.role });
  return true;
}

export const DISGUISE_ABILITIES = [disguise];
