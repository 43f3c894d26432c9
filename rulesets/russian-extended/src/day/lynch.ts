import type { HookContext, PollOutcome, PollState, PollTally } from '@mafia/kernel';
import { openPoll, runoffSpec, tallyPoll, toPublic } from '@mafia/kernel';
import { everyoneElseAgainst, greyTieBreak, hardEquality } from '../corrections/overrides';
import { dayRecord, KEYS, mayorOf, read, updateDay, write, writePublic } from '../data';
import { isBlack, living, RED, seatOf, teamCounts } from '../model';
import { fillVacancies } from '../roles/active-citizen';
import { deathbedExecutions } from '../roles/inquisitor';
import { applyLawyerBonus, legallyProtected } from '../roles/lawyer';
import { applyWitnessWeights } from '../roles/witness';
import { applyLiar } from '../roles/liar';
import { announceRescue, applyForgiveness, closePriestRevote, forgivenNow, openPriestRevote, wasGoingToDie } from '../roles/priest/forgive';
import { applyPoliticianWeights, updateInfluence } from '../roles/politician/weights';
import { applyPhantomBonus } from '../roles/phantom';
import { applyPossessedVote } from '../roles/phantom/possession';
import { applyJudgeWeight, judgeConvicts, updateJudgeWeights } from '../roles/judge';
import { applyUndeadVotes } from '../roles/necromancer/votes';
import { applyCopiedJudgeWeight } from '../roles/actor/weakened';
import { heroDefends, heroicDeaths } from '../roles/hero';
import { fanaticTakeAlongs } from '../roles/fanatic/deathbed';
import { applyDrugAtVote } from '../roles/drug-dealer/vote';
import { announceDrugged } from '../roles/drug-dealer/bank';
import { deathSwaps } from '../roles/witch/swaps';
import { detonationIn, detonationVictims, explode, type Detonation } from '../roles/terrorist/explosion';
import { afterDayVote, protectedToday } from './mayor';
import { destroyOnDeath } from '../roles/executor';
import { correctionsFor, dayVoteSpec } from './vote-spec';
import { facelessAfterLynch } from '../roles/faceless/cuts';
import { facelessHeroicSuicide } from '../roles/hero/faceless';
import { faceAtLynch } from '../roles/faceless/face';
import { forceMandatorySelfVotes } from '../conduct/mandatory-victim';
import { castAdvanceVotes } from './advance-vote';
import { castProxyVotes } from '../roles/elite/servant';
import { ADDITIONAL_POLL, ADDITIONAL_REVOTE_POLL, additionalVoteToday, recordAdditionalTie, scheduleAdditionalVote } from './additional-vote';

export const LYNCH = 'lynch';
export const REVOTE = 'revote';

/** V-6: one ballot each, self-vote allowed (V-6b), no abstention (V-6a); plurality, ties to a revote. */
export function openLynch(ctx: HookContext, id: string = LYNCH): void {
  const spec = dayVoteSpec(ctx.state, id, { id: 'main', final: true }, { kind: 'plurality' });
  ctx.emit({ type: 'poll-opened', poll: openPoll(spec) });
  // drug-dealer r.3: at the very start of the vote the host names the drugged players.
  announceDrugged(ctx);
}

/**
 * D-2c: a player who has not voted by the close gets a forced autovote (a vote against himself);
 * V-6c: a vote for someone nobody may vote against, or for no active player, becomes one too.
 * Interpretation (AMB-D-3): an autovote weighs what the voter's ballot weighs; an autovote of a
 * player nobody may vote against counts for nobody.
 */
export function castAutovotes(ctx: HookContext, poll: PollState, shieldedToo: string[] = []): void {
  // LAW-3 (reading LAW A1 ★): a ballot on the lawyer's protected player becomes an autovote too, and
  // his option counts for nobody, as the vertical's; kept out of the spec until the close (LAW-4).
  const legal = [...legallyProtected(ctx.state), ...shieldedToo].filter((seat) => !(poll.spec.excluded?.options ?? []).includes(seat));
  if (legal.length > 0) ctx.emit({ type: 'poll-changed', poll: poll.spec.id, change: { excluded: { ...poll.spec.excluded, options: [...(poll.spec.excluded?.options ?? []), ...legal] } } });
  const shielded = [...protectedToday(ctx.state), ...legal];
  const alive = new Set(living(ctx.state).map((s) => s.id));
  for (const voter of poll.spec.voters) {
    const ballot = poll.ballots.find((b) => b.voter === voter.seat);
    const invalid = ballot?.targets.some((t) => shielded.includes(t) || !alive.has(t));
    if (ballot && !invalid) continue;
    // The invalid ballot gives way to the autovote (one ballot per voter).
    if (ballot) ctx.emit({ type: 'ballot-withdrawn', poll: poll.spec.id, voter: voter.seat, slot: ballot.slot, at: ctx.now });
    // PHA-8 (reading PHA A6 ★): a dead phantom player is no option, so no autovote on himself: a missing ballot stays missing.
    if (voter.votesWhileDead === true) continue;
    castAutovote(ctx, poll.spec.id, voter.seat);
  }
}

/** The lynch votes where a player gets an autovote (D-2c, C-4; none at the election, D-4, or the hunt, WH-P3). */
export const AUTOVOTE_POLLS = [LYNCH, ADDITIONAL_POLL];

/** One forced autovote: a ballot against himself, announced (`day.autovote`). */
export function castAutovote(ctx: HookContext, poll: string, seat: string): void {
  ctx.emit({ type: 'ballot-cast', poll, ballot: { voter: seat, slot: 'main', targets: [seat] }, at: ctx.now });
  ctx.notify(toPublic, 'day.autovote', { seat });
}

export const voterTeams = (ctx: HookContext, poll: PollState): Record<string, string> =>
  Object.fromEntries(poll.spec.voters.map((v) => [v.seat, v.group ?? seatOf(ctx.state, v.seat).faction]));

/** The names the mayor in post voted for in this poll (SE-6). */
const mayorBallotsIn = (ctx: HookContext, poll: PollState): string[] => {
  const mayor = mayorOf(ctx.state);
  return mayor ? poll.ballots.filter((b) => b.voter === mayor).flatMap((b) => b.targets) : [];
};

/** Eliminates the day's victims and runs the post-result rules (§5.11). */
export function lynchAll(ctx: HookContext, lynched: string[], poll: PollState, cause: string, detonation: Detonation | null = null): void {
  const mayorBallots = mayorBallotsIn(ctx, poll);
  for (const seat of lynched) ctx.eliminate(seat, cause);
  // TER-1, TER-8: a lynched terrorist's explosion blocks those who voted against him (or his target).
  explode(ctx, lynched, poll, detonation);
  // Executor r.9–r.11, T.10: a lynched executor's deathbed destruction.
  destroyOnDeath(ctx, lynched);
  // T.6: deathbed moves of the lynched (the inquisitor's execution counts as a lynch, INQ-4).
  const seats = [...lynched, ...deathbedExecutions(ctx, lynched), ...heroicDeaths(ctx, lynched, poll.ballots)];
  // fanatic r.8: a lynched fanatic's take-along counts as lynched too.
  seats.push(...fanaticTakeAlongs(ctx, lynched));
  // witch r.13: a lynched witch's swap of a living and a dead player's roles, fixed at once.
  deathSwaps(ctx, lynched);
  updateInfluence(ctx, seats, poll);
  updateJudgeWeights(ctx, seats, poll);
  if (seats.some((s) => seatOf(ctx.state, s).faction === RED)) writePublic(ctx, KEYS.redLynched, true);
  ctx.notify(toPublic, 'day.lynched', { count: lynched.length, seats: lynched });
  updateDay(ctx, { eliminated: seats });
  afterDayVote(ctx, seats, mayorBallots);
  fillVacancies(ctx, seats);
  // F.2, F.24, F.34–F.36 (reading FA-2: deaths the rules count as lynches count here too).
  facelessAfterLynch(ctx, seats);
  // FH.2: a lynched Faceless hero's heroic suicide (after the tally: his victims are zeroed, F.38).
  facelessHeroicSuicide(ctx, lynched);
  // F.40, C-3: the voters of a vote that lynched the Faceless get his face.
  faceAtLynch(ctx, seats, poll.ballots);
  // AV-1, AV-2 (POST-6): the Faceless, or a player a hero saved earlier, lynched alone.
  scheduleAdditionalVote(ctx, seats);
}

/**
 * L152 and the corrections' outcome rules: BAR-7 (everyone else voted against one player: he dies),
 * then a unique top dies, a tie is settled by GRY-3..GRY-5 when they apply, otherwise it goes to a
 * revote.
 */
export function decideLynch(tally: PollTally, teams: Record<string, string>, counts: { red: number; black: number; grey: number }): { lynched: string[] } | { tied: string[] } {
  const all = everyoneElseAgainst(tally, teams);
  if (all) return { lynched: [all] };
  const outcome = tally.outcome;
  if (outcome.kind === 'selected') return { lynched: outcome.options };
  if (outcome.kind === 'tie') {
    const grey = greyTieBreak(tally, outcome.tied, teams, counts);
    return grey ? { lynched: [grey] } : { tied: outcome.tied };
  }
  // Interpretation (AMB-T-3): nothing counted (all votes zeroed): nobody is lynched.
  return { lynched: [] };
}

/** Closes the lynch, or (`id` = `additional-lynch`) the additional vote, a normal lynch vote (§5.9). */
export function closeLynch(ctx: HookContext, id: string = LYNCH): void {
  const open = ctx.state.polls.find((p) => p.spec.id === id && p.status === 'open');
  if (!open) return;
  // V-4: advance votes of players with no ballot of their own, then the autovotes (D-2c).
  castAdvanceVotes(ctx, open);
  // SV-3b: the servant's PM vote for a master who left none.
  castProxyVotes(ctx, ctx.state.polls.find((p) => p.spec.id === id && p.status === 'open') as PollState);
  castAutovotes(ctx, ctx.state.polls.find((p) => p.spec.id === id && p.status === 'open') as PollState);
  // C-9: a mandatory victim's ballot is an autovote on himself.
  if (id === LYNCH) forceMandatorySelfVotes(ctx, ctx.state.polls.find((p) => p.spec.id === id && p.status === 'open') as PollState);
  applyPoliticianWeights(ctx, id);
  applyJudgeWeight(ctx, id);
  // necromancer r.13: +1 per undead whose role gives no move.
  applyUndeadVotes(ctx, id);
  // actor r.26: a copied judge's ballot weighs 4.
  applyCopiedJudgeWeight(ctx, id);
  applyPhantomBonus(ctx, id);
  applyPossessedVote(ctx, id);
  applyWitnessWeights(ctx, id);
  applyLiar(ctx, id);
  applyLawyerBonus(ctx, id);
  // drug-dealer r.5–r.9, r.11: the dealer's bought votes, a drugged voter capped at 1.
  applyDrugAtVote(ctx, id, true);
  // PRI-2, PRI-4: the forgiveness comes last; a rescue of a player who was to die opens the priest's revote.
  const forgiven = forgivenNow(ctx.state);
  const rescue = forgiven !== null && wasGoingToDie(ctx, ctx.state.polls.find((p) => p.spec.id === id) as PollState, forgiven);
  if (forgiven !== null) applyForgiveness(ctx, id, forgiven);
  const poll = ctx.state.polls.find((p) => p.spec.id === id) as PollState;
  if (detonated(ctx, poll)) return;
  const tally = tallyPoll(poll);
  if (rescue && forgiven !== null) {
    ctx.emit({ type: 'poll-closed', poll: id, outcome: tally.outcome });
    announceRescue(ctx, forgiven);
    return;
  }
  const decided = decideLynch(tally, voterTeams(ctx, poll), teamCounts(ctx.state));
  // Judge r.5: the judge's target never goes to a revote.
  const convicted = 'tied' in decided ? judgeConvicts(ctx.state, poll, decided.tied) : null;
  const decision = convicted === null ? decided : { lynched: [convicted] };
  const outcome: PollOutcome = 'lynched' in decision ? { kind: 'selected', options: decision.lynched } : tally.outcome;
  ctx.emit({ type: 'poll-closed', poll: id, outcome });
  if ('tied' in decision) {
    if (id === LYNCH) updateDay(ctx, { lynchTied: decision.tied });
    else recordAdditionalTie(ctx, decision.tied);
    ctx.notify(toPublic, 'day.revote', { seats: decision.tied });
    // SE-6: "in any vote": a lynch whose result is a revote lynched nobody, so a mayor's vote for
    // his secretary fires her at this result (interpretation SE-6 A1: also when she is among the tied).
    afterDayVote(ctx, [], mayorBallotsIn(ctx, poll));
    return;
  }
  // Hero r.1–r.4: a defence of the lynched player cancels, doubles or leaves his lynch.
  lynchAll(ctx, heroDefends(ctx, decision.lynched), poll, 'lynched');
}

/** TER-6: the detonator disrupts the standard vote: the poll selects nobody, only the terrorist and his victim die. */
function detonated(ctx: HookContext, poll: PollState): boolean {
  const detonation = detonationIn(ctx);
  if (!detonation) return false;
  ctx.emit({ type: 'poll-closed', poll: poll.spec.id, outcome: { kind: 'selected', options: [] } });
  lynchAll(ctx, detonationVictims(ctx, detonation), poll, 'lynched', detonation);
  return true;
}

/** T-1, V-7: only the tied are options; they do not vote; abstention is allowed. */
export function openRevote(ctx: HookContext, id: string = REVOTE): void {
  const additional = id === ADDITIONAL_REVOTE_POLL;
  const first = ctx.state.polls.find((p) => p.spec.id === (additional ? ADDITIONAL_POLL : LYNCH));
  const tied = additional ? additionalVoteToday(ctx.state)?.tied : dayRecord(ctx.state).lynchTied;
  if (!additional && dayRecord(ctx.state).forgiven) {
    openPriestRevote(ctx);
    return;
  }
  if (!first || !tied) return;
  const tie: Extract<PollOutcome, { kind: 'tie' }> = { kind: 'tie', selected: [], tied, places: 1 };
  const spec = runoffSpec(first.spec, tie, { id, allowAbstain: true });
  // A revote is a new vote: the first poll's closing weights and changes (witness, liar, lawyer:
  // LIA-5 "the effect of the previous move is cancelled") start again from the corrections.
  const voters = spec.voters.map((v) => ({ seat: v.seat, ...(v.group === undefined ? {} : { group: v.group }), ...(v.votesWhileDead === true ? { votesWhileDead: true } : {}) }));
  ctx.emit({ type: 'poll-opened', poll: openPoll({ ...spec, voters, adjustments: correctionsFor(ctx.state) }) });
}

/** Seats in the order they first received a counted ballot (HE-3). */
function receivedInOrder(tally: PollTally): string[] {
  return tally.breakdown
    .map((row) => ({ option: row.option, first: Math.min(...row.contributions.filter((c) => c.counted > 0).map((c) => c.seq), Number.POSITIVE_INFINITY) }))
    .filter((r) => Number.isFinite(r.first))
    .sort((a, b) => a.first - b.first)
    .map((r) => r.option);
}

/** L152–L154: a unique top dies; a second tie is hard equality (HE-1..HE-3); NV-1 counts the days without victims. */
export function closeRevote(ctx: HookContext, id: string = REVOTE): void {
  const additional = id === ADDITIONAL_REVOTE_POLL;
  const poll = ctx.state.polls.find((p) => p.spec.id === id && p.status === 'open');
  const tied = (additional ? additionalVoteToday(ctx.state)?.tied : dayRecord(ctx.state).lynchTied) ?? [];
  if (!additional && dayRecord(ctx.state).forgiven) {
    closePriestRevote(ctx);
    return;
  }
  if (!poll) return;
  // SV-3b: the servant's PM vote for a master who left none.
  castProxyVotes(ctx, poll);
  applyPoliticianWeights(ctx, id);
  applyJudgeWeight(ctx, id);
  // necromancer r.13: +1 per undead whose role gives no move.
  applyUndeadVotes(ctx, id);
  // actor r.26: a copied judge's ballot weighs 4.
  applyCopiedJudgeWeight(ctx, id);
  applyPhantomBonus(ctx, id);
  applyPossessedVote(ctx, id);
  applyWitnessWeights(ctx, id);
  applyLiar(ctx, id);
  applyLawyerBonus(ctx, id);
  applyDrugAtVote(ctx, id, false);
  // PRI-7: forgiving one of two in a revote, the other dies.
  const forgivenHere = forgivenNow(ctx.state);
  if (forgivenHere !== null) applyForgiveness(ctx, id, forgivenHere);
  if (detonated(ctx, ctx.state.polls.find((p) => p.spec.id === id) as PollState)) return;
  const tally = tallyPoll(ctx.state.polls.find((p) => p.spec.id === id) as PollState);
  ctx.emit({ type: 'poll-closed', poll: id, outcome: tally.outcome });
  let lynched: string[];
  if (tally.outcome.kind === 'selected') lynched = tally.outcome.options;
  else {
    const stillTied = tally.outcome.kind === 'tie' ? tally.outcome.tied : tied;
    const negatives = living(ctx.state).filter(isBlack).length;
    lynched = hardEquality(stillTied, receivedInOrder(tally), negatives);
    ctx.notify(toPublic, lynched.length === 0 ? 'day.no-victims' : 'day.double-death', { seats: lynched });
  }
  // NV-1 counts the day's lynch; a day whose vote eliminated someone is no day without victims.
  if (lynched.length === 0 && !additional) noVictimDay(ctx);
  lynchAll(ctx, heroDefends(ctx, lynched), poll, 'lynched');
}

/** NV-1: two consecutive days of a revote without victims, with the same living players: a draw. */
function noVictimDay(ctx: HookContext): void {
  const day = ctx.state.clock.phase.number;
  const alive = living(ctx.state).map((s) => s.id).sort();
  const before = read<{ day: number; living: string[] }>(ctx.state, KEYS.noVictimDays);
  if (before && before.day === day - 1 && before.living.join() === alive.join()) writePublic(ctx, KEYS.draw, 'no-victim-streak');
  write(ctx, KEYS.noVictimDays, { day, living: alive });
}
