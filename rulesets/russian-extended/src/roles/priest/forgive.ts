// The priest's forgiveness at a vote (PRI-2..PRI-8) and the priest's revote (PRI-4, PR-1, PRI-5).
import type { GameState, HookContext, Intent, PollState, Rejection } from '@mafia/kernel';
import { openPoll, tallyPoll, toPublic } from '@mafia/kernel';
import { dayRecord, updateDay } from '../../data';
import { hardEquality } from '../../corrections/overrides';
import { isBlack, living, seatOf } from '../../model';
import { dayVoteSpec } from '../../day/vote-spec';
import { castAutovotes, decideLynch, lynchAll, voterTeams } from '../../day/lynch';
import { teamCounts } from '../../model';
import { applyPoliticianWeights } from '../politician/weights';
import { applyWitnessWeights } from '../witness';
import { applyLiar } from '../liar';
import { applyLawyerBonus } from '../lawyer';
import { closesImmunityCircle } from './mutual-immunity';

export const PRIEST_REVOTE = 'priest-revote';

const openPollOfStep = (state: GameState): PollState | undefined => state.polls.find((p) => p.status === 'open');

/**
 * PRI-2: only the player his own ballot names; PRI-6: once per vote (reading PRI A2 ★: a revote is
 * a vote of its own); PRI-8: not when he is the victim (the count as it stands when he sends it,
 * after the last ballot, PRI-3); not at the hunt (the ability's steps: `wrong-step`).
 */
export function validateForgive(state: GameState, intent: Intent): Rejection | null {
  const poll = openPollOfStep(state);
  const target = intent.targets[0] as string;
  if (!poll?.ballots.some((b) => b.voter === intent.actor && b.targets.includes(target))) return { code: 'not-your-vote' };
  if (state.intents.some((i) => i.actor === intent.actor && i.ability === 'forgive' && i.step === state.clock.step && i.id !== intent.id)) return { code: 'forgive-once-per-vote' };
  const outcome = tallyPoll(poll).outcome;
  if (outcome.kind === 'selected' && outcome.options.includes(intent.actor)) return { code: 'priest-is-the-victim' };
  return null;
}

/** The player a living priest forgave in this step's vote, if any. */
export function forgivenNow(state: GameState): string | null {
  const intent = state.intents.find((i) => i.ability === 'forgive' && i.step === state.clock.step && living(state).some((s) => s.id === i.actor && s.role === 'priest'));
  const target = intent?.targets[0];
  // BAR-6 (reading BAR A2): a forgiveness that closes a circle of immunity is dropped.
  if (intent === undefined || target === undefined || closesImmunityCircle(state, intent.actor, target)) return null;
  return target;
}

/** PRI-2: every vote against the forgiven weighs zero (and no offset counts on him). */
export function applyForgiveness(ctx: HookContext, pollId: string, seat: string): void {
  const poll = ctx.state.polls.find((p) => p.spec.id === pollId);
  if (!poll) return;
  const against = new Set(poll.ballots.filter((b) => b.targets.includes(seat)).map((b) => b.voter));
  ctx.emit({ type: 'poll-voters-updated', poll: pollId, voters: poll.spec.voters.map((v) => (against.has(v.seat) ? { ...v, weight: 0 } : v)) });
  const adjustments = poll.spec.adjustments ?? [];
  if (adjustments.some((a) => a.kind === 'offset' && a.option === seat)) {
    ctx.emit({ type: 'poll-changed', poll: pollId, change: { adjustments: adjustments.filter((a) => !(a.kind === 'offset' && a.option === seat)) } });
  }
}

/**
 * PRI-4: the forgiven player was going to die (he was lynched by the count before the zeroing): the
 * host announces the rescue and a revote follows. Reading PRI A3 ★: otherwise no revote.
 */
export function wasGoingToDie(ctx: HookContext, poll: PollState, seat: string): boolean {
  const decision = decideLynch(tallyPoll(poll), voterTeams(ctx, poll), teamCounts(ctx.state));
  return 'lynched' in decision && decision.lynched.includes(seat);
}

export function announceRescue(ctx: HookContext, seat: string): void {
  ctx.notify(toPublic, 'day.forgiven', { seat });
  updateDay(ctx, { lynchTied: [], forgiven: seat });
}

/** PR-1 (contract §9 note 3): a vote of every voter, the forgiven included; a ballot for him becomes an autovote (PRI-4). */
export function openPriestRevote(ctx: HookContext): void {
  ctx.emit({ type: 'poll-opened', poll: openPoll(dayVoteSpec(ctx.state, PRIEST_REVOTE, { id: 'main', final: true }, { kind: 'plurality' })) });
}

/**
 * The close of the priest's revote: autovotes (a ballot for the forgiven among them), the day's
 * weights, a unique top dies, a tie as a standard revote's (Context L155: hard equality; AMB-PR-1 ★
 * stays open in the contract). PRI-5: the priest lynched here may let the forgiven die instead.
 */
export function closePriestRevote(ctx: HookContext): void {
  const forgiven = dayRecord(ctx.state).forgiven;
  const open = ctx.state.polls.find((p) => p.spec.id === PRIEST_REVOTE && p.status === 'open');
  if (!open || !forgiven) return;
  castAutovotes(ctx, open, [forgiven]);
  applyPoliticianWeights(ctx, PRIEST_REVOTE);
  applyWitnessWeights(ctx, PRIEST_REVOTE);
  applyLiar(ctx, PRIEST_REVOTE);
  applyLawyerBonus(ctx, PRIEST_REVOTE);
  const poll = ctx.state.polls.find((p) => p.spec.id === PRIEST_REVOTE) as PollState;
  const tally = tallyPoll(poll);
  ctx.emit({ type: 'poll-closed', poll: PRIEST_REVOTE, outcome: tally.outcome });
  let lynched: string[];
  if (tally.outcome.kind === 'selected') lynched = tally.outcome.options;
  else if (tally.outcome.kind === 'tie') {
    lynched = hardEquality(tally.outcome.tied, tally.outcome.tied, living(ctx.state).filter(isBlack).length);
    ctx.notify(toPublic, lynched.length === 0 ? 'day.no-victims' : 'day.double-death', { seats: lynched });
  } else lynched = [];
  const letDie = ctx.state.intents.find((i) => i.ability === 'let-die' && lynched.includes(i.actor) && seatOf(ctx.state, i.actor).role === 'priest');
  if (letDie && seatOf(ctx.state, forgiven).alive) lynched = [...lynched.filter((s) => s !== letDie.actor && s !== forgiven), forgiven];
  lynchAll(ctx, lynched, poll, 'lynched');
}
