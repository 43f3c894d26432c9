// The additional vote on the same day (part 4 §5.9, AV-1..AV-5; contract §2 step `additional-vote`,
// §3 poll `additional-lynch`): a normal lynch vote held after the day's vote when it eliminated the
// Faceless alone (AV-1) or, alone, a player a hero had saved at an earlier vote (AV-2).
import type { GameState, HookContext, Json } from '@mafia/kernel';
import { toPublic } from '@mafia/kernel';
import { read, writePublic } from '../data';
import { GREY, seatOf } from '../model';
import { HERO_SAVES } from '../roles/hero';
import { RED } from '../model';

export const ADDITIONAL_STEP = 'additional-vote';
export const ADDITIONAL_POLL = 'additional-lynch';
export const ADDITIONAL_REVOTE_STEP = 'additional-revote';
export const ADDITIONAL_REVOTE_POLL = 'additional-revote';
/** Public data entry: today's additional vote (its day, why, and the tie that sends it to a revote). */
export const ADDITIONAL_KEY = 'additional-vote';

export interface AdditionalVote {
  day: number;
  reason: 'faceless' | 'hero-saved';
  seat: string;
  tied?: string[];
}

/** Today's additional vote, if one was triggered. */
export const additionalVoteToday = (state: GameState): AdditionalVote | null => {
  const value = read<Json>(state, ADDITIONAL_KEY) as AdditionalVote | null;
  return value && value.day === state.clock.phase.number && state.clock.phase.kind === 'day' ? value : null;
};

/** The steps an additional vote runs in; a vote there triggers no further additional vote (AMB-AV-3). */
const ADDITIONAL_STEPS = [ADDITIONAL_STEP, ADDITIONAL_REVOTE_STEP];

/**
 * AV-2 with AMB-AV-1 ★ (contract §9 note 4): players a hero saved at an earlier vote, i.e. whose
 * lynch the save cancelled (a red, or anyone for a Faceless hero, FH.1); a black hero's partner
 * or a grey the hero could not save was never saved.
 */
function savedByHero(state: GameState): string[] {
  const saves = (read<Json>(state, HERO_SAVES) as Record<string, { seat: string; team: string }> | null) ?? {};
  return Object.entries(saves)
    .filter(([hero, save]) => save.team === RED || seatOf(state, hero).faction === GREY)
    .map(([, save]) => save.seat);
}

/**
 * §5.11 POST-6 after a day vote's result: `eliminated` are all the players the vote eliminated
 * (deathbed take-alongs and executions count as lynched, reading FA-2). AV-1a/AV-1b: the Faceless
 * alone → another vote; AV-1e: anyone lynched with him (at the same vote or a hunt) → none;
 * AV-2: a player saved earlier by a hero lynched alone → another vote. AMB-AV-3 (reading): an
 * additional vote never triggers another one; AMB-AV-4 (reading): a hunt that eliminates the
 * Faceless alone triggers one, as "eliminated by the vote's result" says.
 */
export function scheduleAdditionalVote(ctx: HookContext, eliminated: readonly string[]): void {
  const { state } = ctx;
  if (state.clock.phase.kind !== 'day' || ADDITIONAL_STEPS.includes(state.clock.step)) return;
  if (additionalVoteToday(state) !== null || eliminated.length !== 1) return;
  const seat = eliminated[0] as string;
  const reason = seatOf(state, seat).faction === GREY ? 'faceless' : savedByHero(state).includes(seat) ? 'hero-saved' : null;
  if (reason === null) return;
  const record: AdditionalVote = { day: state.clock.phase.number, reason, seat };
  writePublic(ctx, ADDITIONAL_KEY, record as unknown as Json);
  // AV-1d: the announcement names the vote's limit ("no more than 30 minutes"), the step's length.
  ctx.notify(toPublic, `day.additional-vote-${reason}`, { seat, minutes: additionalVoteMinutes(state) });
}

/** AV-1d: the additional vote's length in minutes (setting `additionalVoteLength`, 30 by default). */
export const additionalVoteMinutes = (state: GameState): number => {
  const length = state.settings['additionalVoteLength'];
  return Math.round((typeof length === 'number' ? length : 30 * 60_000) / 60_000);
};

/** A tie at the additional vote goes to its own revote (§5.9: "a normal lynch vote", §5.6). */
export function recordAdditionalTie(ctx: HookContext, tied: string[]): void {
  const today = additionalVoteToday(ctx.state);
  if (today) writePublic(ctx, ADDITIONAL_KEY, { ...today, tied } as unknown as Json);
}

export const ADDITIONAL_CONDITIONS: Record<string, (state: GameState) => boolean> = {
  'additional-vote': (state) => additionalVoteToday(state) !== null,
  'additional-tied': (state) => (additionalVoteToday(state)?.tied ?? []).length > 0,
};
