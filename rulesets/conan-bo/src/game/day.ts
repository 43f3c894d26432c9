// The day (CB-4 … CB-9, CB-D8, CB-D21): the lynch poll, and at the day's end the stages in order:
// antidote, arrests, releases, APTX, Voice of Reason, the lynch count, Vengeance, the suitcase list.
import { openPoll, tallyPoll, toPublic, toSeat, usesKey, type GameState, type HookContext, type Intent, type Json, type JsonObject, type PollSpec } from '@mafia/kernel';
import { ABILITY, CAUSE, LYNCH_OUTCOME, MODIFIER_KIND, NO_LYNCH, NOTICE, POLL, STATUS } from '../ids';
import { boRankOf, deathAppearance, holds, isAvailable, isBo, isFree, LEDGER, living, nextPhase, seatById } from './seats';
import { leaderOf } from './election';

/** CB-36, CB-D19.2: `aptxPills`, or one pill per BO seat at the start. */
export function pillStock(state: GameState): number {
  const setting = state.settings['aptxPills'];
  return typeof setting === 'number' ? setting : state.seats.filter((s) => isBo(s)).length;
}

export function lynchPoll(state: GameState): PollSpec {
  const alive = living(state);
  return {
    id: POLL.lynch,
    voters: alive.map((s) => ({ seat: s.id })),
    options: alive.map((s) => ({ id: s.id, seat: s.id })),
    // CB-D21.1: `none` (NO_LYNCH, the kernel's NONE) is a ballot for no lynch.
    slots: [{ id: 'main', allowNone: true }],
    // CB-6: ballots are secret during the day; the phase-change post publishes them (or not, CB-41).
    visibility: 'hidden',
    tally: { kind: 'plurality' },
  };
}

export function openDay(ctx: HookContext): void {
  ctx.emit({ type: 'poll-opened', poll: openPoll(lynchPoll(ctx.state)) });
}

const todays = (state: GameState, ability: string): Intent[] =>
  state.intents
    .filter((i) => i.ability === ability && i.phase.kind === state.clock.phase.kind && i.phase.number === state.clock.phase.number)
    .sort((a, b) => state.seats.findIndex((s) => s.id === a.actor) - state.seats.findIndex((s) => s.id === b.actor));

export interface PhaseReport {
  deaths: Array<{ seat: string; cause: string; role: string | null }>;
  arrests: string[];
  releases: string[];
}

/** Kills a seat and its lover (CB-D20 heartbreak), noting each death for the phase-change post. */
export function kill(ctx: HookContext, report: PhaseReport, seat: string, cause: string, erased = false): void {
  const s = seatById(ctx.state, seat);
  if (!s || !s.alive) return;
  const role = erased ? null : deathAppearance(s);
  ctx.eliminate(seat, cause, erased ? { revealRole: false, revealWill: false } : {});
  report.deaths.push({ seat, cause, role });
  const partner = s.statuses.find((st) => st.id === STATUS.lover)?.data?.['partner'];
  if (typeof partner === 'string') kill(ctx, report, partner, CAUSE.heartbreak);
}

function arrestOrSuspend(ctx: HookContext, report: PhaseReport, intent: Intent): void {
  const [target] = intent.targets;
  const officer = seatById(ctx.state, intent.actor);
  const suspect = target === undefined ? undefined : seatById(ctx.state, target);
  if (!officer || !isAvailable(officer) || !suspect || !isAvailable(suspect)) {
    if (officer?.alive) ctx.notify(toSeat(intent.actor), 'results.failed', {}, { kind: 'failed', ability: ABILITY.arrest, ...(target ? { target } : {}) });
    return;
  }
  const crime = String(intent.options?.['crime'] ?? '');
  const holdsRecord = (ctx.state.ledger[LEDGER.crime(suspect.id, crime)] ?? 0) > 0;
  if (holdsRecord) {
    ctx.emit({ type: 'status-added', seat: suspect.id, status: { id: STATUS.arrested } });
    report.arrests.push(suspect.id);
  } else {
    // CB-22, CB-D11: a false charge suspends the officer until the end of the phase two on.
    ctx.emit({ type: 'status-added', seat: officer.id, status: { id: STATUS.suspended, expires: nextPhase(nextPhase(ctx.state.clock.phase)) } });
  }
  ctx.notify(toSeat(officer.id), 'results.arrest', {}, { kind: 'arrest', target: suspect.id, crime, outcome: holdsRecord ? 'arrested' : 'false-charge' });
}

function release(ctx: HookContext, report: PhaseReport, intent: Intent): boolean {
  const officer = seatById(ctx.state, intent.actor);
  const [target] = intent.targets;
  const seat = target === undefined ? undefined : seatById(ctx.state, target);
  if (!officer) return false;
  if (!isAvailable(officer) || !seat?.alive || !holds(seat, STATUS.arrested)) {
    ctx.notify(toSeat(officer.id), 'results.failed', {}, { kind: 'failed', ability: intent.ability, ...(target !== undefined ? { target } : {}) });
    return false;
  }
  ctx.emit({ type: 'status-removed', seat: seat.id, status: STATUS.arrested });
  report.releases.push(seat.id);
  // CB-D5.3: a lawsuit that fails spends nothing.
  if (intent.ability === ABILITY.lawsuit) ctx.emit({ type: 'ledger-changed', key: usesKey(intent.actor, ABILITY.lawsuit), delta: 1 });
  return true;
}

/** CB-36, CB-D19: the pill kills only when the guess names the victim's true role. */
function aptx(ctx: HookContext, report: PhaseReport, intent: Intent, antidoted: Set<string>, lost: Set<string>, results: Array<[string, JsonObject]>): void {
  const giver = seatById(ctx.state, intent.actor);
  const [target] = intent.targets;
  const victim = target === undefined ? undefined : seatById(ctx.state, target);
  if (!giver || !victim) return;
  // CB-D19.3: a giver arrested or APTXed before their turn fails, and no pill is spent.
  if (!isAvailable(giver) || lost.has(giver.id)) {
    results.push([giver.id, { kind: 'failed', ability: ABILITY.aptx, target: victim.id }]);
    return;
  }
  const role = String(intent.options?.['role'] ?? '');
  // CB-D19.2: the stock is shared; a pill asked for after the last one is given fails.
  if ((ctx.state.ledger[LEDGER.pillsUsed] ?? 0) >= pillStock(ctx.state)) {
    results.push([giver.id, { kind: 'aptx', target: victim.id, role, outcome: 'failed' }]);
    return;
  }
  ctx.emit({ type: 'ledger-changed', key: LEDGER.pillsUsed, delta: 1 });
  let outcome = 'failed';
  if (isAvailable(victim) && !antidoted.has(victim.id)) outcome = victim.role === role ? 'success' : 'wrong-guess';
  if (outcome === 'success') {
    ctx.emit({ type: 'ledger-changed', key: LEDGER.crime(giver.id, 'killing'), delta: 1 });
    kill(ctx, report, victim.id, CAUSE.aptx);
    lost.add(victim.id);
  }
  results.push([giver.id, { kind: 'aptx', target: victim.id, role, outcome }]);
}

/** CB-D21.2: counted ballots plus modifiers; the strictly greatest positive total is lynched. */
function lynch(ctx: HookContext, report: PhaseReport, lost: Set<string>, stopped: boolean): JsonObject {
  const state = ctx.state;
  const poll = state.polls.find((p) => p.spec.id === POLL.lynch && p.status === 'open');
  const votes: Record<string, string[]> = {};
  const totals: Record<string, number> = {};
  const modifiers: Json[] = [];
  if (poll) {
    ctx.emit({ type: 'poll-closed', poll: POLL.lynch, outcome: tallyPoll(poll).outcome });
    const order = (seat: string): number => state.seats.findIndex((s) => s.id === seat);
    for (const ballot of [...poll.ballots].sort((a, b) => order(a.voter) - order(b.voter))) {
      const choice = ballot.targets[0];
      if (choice === undefined) continue;
      (votes[choice] ??= []).push(ballot.voter);
      const voter = seatById(state, ballot.voter);
      const option = choice === NO_LYNCH ? undefined : seatById(state, choice);
      // CB-7: the ballot of a player APTXed or arrested today is published but does not count.
      const counts = voter && isFree(voter) && !lost.has(voter.id) && (choice === NO_LYNCH || (option && isAvailable(option)));
      if (counts) totals[choice] = (totals[choice] ?? 0) + 1;
      else totals[choice] ??= 0;
    }
    for (const [ability, kind, delta] of [[ABILITY.accuse, MODIFIER_KIND.accuse, 1], [ABILITY.accompany, MODIFIER_KIND.accompany, -1]] as const) {
      for (const intent of todays(state, ability)) {
        const actor = seatById(state, intent.actor);
        const [target] = intent.targets;
        if (!actor || !isAvailable(actor) || lost.has(actor.id) || target === undefined) continue;
        const before = totals[target] ?? 0;
        const after = Math.max(0, before + delta);
        totals[target] = after;
        // CB-D23: the post lists the modifiers that changed a total.
        if (after !== before) modifiers.push({ kind, target, change: after - before });
      }
    }
  }
  const ranked = Object.entries(totals).sort((a, b) => b[1] - a[1]);
  const [top, second] = ranked;
  let outcome: JsonObject = { outcome: LYNCH_OUTCOME.noLynch };
  if (stopped) outcome = { outcome: LYNCH_OUTCOME.stopped };
  else if (top && top[1] > 0 && (!second || second[1] < top[1]) && top[0] !== NO_LYNCH) {
    kill(ctx, report, top[0], CAUSE.lynched);
    outcome = { outcome: LYNCH_OUTCOME.lynched, seat: top[0] };
  }
  return stopped ? { lynch: outcome, votes: null, totals: null, modifiers } : { lynch: outcome, votes, totals, modifiers };
}

/** CB-D8: the end of the day, stage by stage. */
export function endDay(ctx: HookContext): void {
  const state = ctx.state;
  const report: PhaseReport = { deaths: [], arrests: [], releases: [] };
  const lost = new Set<string>();
  const antidoted = new Set(todays(state, ABILITY.antidote).filter((i) => isAvailable(seatById(state, i.actor))).flatMap((i) => i.targets));
  for (const intent of todays(state, ABILITY.arrest)) arrestOrSuspend(ctx, report, intent);
  for (const seat of report.arrests) lost.add(seat);
  for (const intent of [...todays(ctx.state, ABILITY.release), ...todays(ctx.state, ABILITY.lawsuit)]) release(ctx, report, intent);
  const pills = todays(ctx.state, ABILITY.aptx).sort((a, b) => boRankOf(seatById(state, a.actor)?.role ?? '') - boRankOf(seatById(state, b.actor)?.role ?? ''));
  const results: Array<[string, JsonObject]> = [];
  for (const intent of pills) aptx(ctx, report, intent, antidoted, lost, results);
  const stopped = todays(ctx.state, ABILITY.voiceOfReason).some((i) => isAvailable(seatById(ctx.state, i.actor)) && !lost.has(i.actor));
  const voting = lynch(ctx, report, lost, stopped);
  // CB-D8 #7: Akai's Vengeance when Akai died today.
  for (const intent of todays(ctx.state, ABILITY.vengeance)) {
    const [target] = intent.targets;
    if (report.deaths.some((d) => d.seat === intent.actor) && target !== undefined && isAvailable(seatById(ctx.state, target))) kill(ctx, report, target, CAUSE.vengeance);
  }
  // Private results go out after the lynch, to the living only (the dead receive public posts only, CB-24).
  for (const [seat, result] of results) if (seatById(ctx.state, seat)?.alive) ctx.notify(toSeat(seat), `results.${String(result['kind'])}`, {}, result);
  spendDayUses(ctx);
  recordSuitcase(ctx);
  for (const intent of todays(ctx.state, ABILITY.travel)) {
    const seat = seatById(ctx.state, intent.actor);
    if (seat && isAvailable(seat)) ctx.emit({ type: 'ledger-changed', key: LEDGER.travel(seat.id), delta: 1 });
  }
  const { phase } = ctx.state.clock;
  ctx.notify(toPublic, NOTICE.phaseChange, { phase: phase.kind, number: phase.number, ...report, ...voting } as JsonObject);
}

/** Uses per game of the Voice of Reason (a lawsuit is spent when it releases): the kit spends only the night's. */
function spendDayUses(ctx: HookContext): void {
  for (const ability of [ABILITY.voiceOfReason]) {
    for (const intent of todays(ctx.state, ability)) ctx.emit({ type: 'ledger-changed', key: usesKey(intent.actor, ability), delta: 1 });
  }
}

/** CB-32, CB-D17: the first eligible of [the leader's list, the leader, every member by rank] holds the suitcase tonight. */
function recordSuitcase(ctx: HookContext): void {
  const state = ctx.state;
  for (const [key, value] of Object.entries(state.ledger)) if (key.startsWith('suitcase:') && value !== 0) ctx.emit({ type: 'ledger-changed', key, delta: -value });
  const leader = leaderOf(state);
  const list = todays(state, ABILITY.giveSuitcase).find((i) => i.actor === leader?.id)?.targets ?? [];
  const members = state.seats.filter((s) => isBo(s)).sort((a, b) => boRankOf(a.role) - boRankOf(b.role)).map((s) => s.id);
  const holder = [...list, ...(leader ? [leader.id] : []), ...members].find((id) => isAvailable(seatById(state, id)));
  if (holder) ctx.emit({ type: 'ledger-changed', key: `suitcase:${holder}`, delta: 1 });
}

/** Tonight's suitcase holder: the one recorded at the end of the day, else (Night 1) the leader. */
export function suitcaseHolder(state: GameState): string | undefined {
  const recorded = Object.entries(state.ledger).find(([key, value]) => key.startsWith('suitcase:') && value > 0);
  return recorded ? recorded[0].slice('suitcase:'.length) : leaderOf(state)?.id;
}
