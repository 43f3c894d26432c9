// The Imitator (part 2 §4.3, seed 004 l.50; contract §7): a black werewolf who adores the maniac.
// He meets him (r.2, `pm.maniac-identity`), then each evening may send `illusion`: the following
// night the moves aimed at the maniac hit an illusion (r.3–r.5, r.7); he becomes the maniac once the
// real one is out (r.1, `model.ts#imitatorSide`). His "ideal red" before the meeting verifies red
// (r.12), as does a check that hit the illusion (r.5): `imitatorVerifiesRed`.
import { toSeat, type GameState, type HookContext, type Intent, type Json, type Rejection, type Seat } from '@mafia/kernel';
import { defineAbility } from '@mafia/ruleset-kit';
import { read, write } from '../../data';
import { BLACK, isExtended, living, negativeOf, seatOf } from '../../model';

export const IMITATOR = 'imitator';
/** Host data: the nights an illusion covers (the night after each evening it was sent in, r.3). */
export const ILLUSIONS = 'imitator-illusions';
/** Host data: the nights whose illusion was broken (r.7: the illusion or the Imitator killed that night). */
export const ILLUSIONS_BROKEN = 'imitator-illusions-broken';

export const isImitator = (seat: Seat): boolean => seat.faction === BLACK && negativeOf(seat) === IMITATOR;
const isManiac = (seat: Seat): boolean => seat.faction === BLACK && negativeOf(seat) === 'maniac';

/**
 * r.2 (Imitator A1): he meets the maniac "before the night in which the maniac starts killing": the
 * evening of day 2 before night 2, the maniac's first night (MAN-1); day 1 in the extended format,
 * whose nights 1–2 are shared (EXT-4a). Contract §7 / §9.
 */
export const meetingDay = (state: GameState): number => (isExtended(state) ? 1 : 2);

/** r.12: a night before the meeting (night N follows day N): the Imitator is "ideal red" then. */
export const beforeMeeting = (state: GameState, night: number): boolean => night < meetingDay(state);

/** r.2: when the evening opens on the meeting day, the host tells each living Imitator the maniac's name. */
export function reportMeeting(ctx: HookContext): void {
  if (ctx.state.clock.phase.number !== meetingDay(ctx.state)) return;
  const maniac = living(ctx.state).find(isManiac);
  if (!maniac) return;
  for (const imitator of living(ctx.state).filter(isImitator)) {
    ctx.notify(toSeat(imitator.id), 'pm.maniac-identity', { target: maniac.id }, { kind: 'maniac-identity', seat: maniac.id });
  }
}

/**
 * r.3 (Imitator A3, T.14): the illusion is an evening move, refused before the meeting
 * (`no-meeting-yet`) and once the maniac is out (he then is the maniac, r.1). r.9: a blocked
 * negative role or a cut face does not stop it (no status is read here).
 */
export function validateIllusion(state: GameState, intent: Intent): Rejection | null {
  if (!isImitator(seatOf(state, intent.actor))) return { code: 'no-such-negative-move' };
  if (state.clock.phase.number < meetingDay(state)) return { code: 'no-meeting-yet' };
  if (!living(state).some(isManiac)) return { code: 'no-such-negative-move' };
  return null;
}

export const illusion = defineAbility({
  id: 'illusion',
  phase: 'day',
  steps: ['evening'],
  targets: { count: 0 },
  validate: validateIllusion,
});

export const illusionNights = (state: GameState): number[] => read<number[]>(state, ILLUSIONS) ?? [];

/** When the evening closes: an illusion sent tonight covers the night that follows (night N after day N). */
export function fixIllusion(ctx: HookContext): void {
  if (!ctx.state.intents.some((i) => i.ability === 'illusion')) return;
  write(ctx, ILLUSIONS, [...illusionNights(ctx.state), ctx.state.clock.phase.number] as unknown as Json);
}

/** r.3, r.7: the maniac covered by a living Imitator's illusion on `night`. */
export function illusionCovers(state: GameState, seat: Seat, night: number): boolean {
  if (!isManiac(seat) || !illusionNights(state).includes(night)) return false;
  return living(state).some(isImitator);
}

/**
 * r.5, r.12 (contract §7): the verification of a red the Imitator's reasons showed is red too: a
 * check of the Imitator made before the meeting, or a check of the maniac on a night his illusion
 * covered. `checks`: the verifier's checks of this target (every one must be such a check).
 */
export function imitatorVerifiesRed(state: GameState, target: string, checks: ReadonlyArray<{ night: number }>): boolean {
  const seat = seatOf(state, target);
  if (checks.length === 0) return false;
  if (isImitator(seat)) return checks.every((c) => beforeMeeting(state, c.night));
  const broken = read<number[]>(state, ILLUSIONS_BROKEN) ?? [];
  return isManiac(seat) && checks.every((c) => illusionNights(state).includes(c.night) && !broken.includes(c.night));
}

export const IMITATOR_ABILITIES = [illusion];
