import { castAfterGameBallot, closeAfterGameVote, AFTER_GAME_HOST } from './after-game-vote';
import type { Command, HostCommand, SeatCommand } from './commands';
import { durationOf, firstPhaseKind, nextStep, stepSpec, stepsOf } from './cycle';
import { isBoundedDeadline, MAX_DURATION_MS } from './durations';
import { Draft } from './draft';
import type { KernelEvent } from './events';
import { evolve } from './evolve';
import { abilitiesOf } from './intents';
import { windowsToClose } from './last-actions';
import { findPollAndSlot, pollBallotRejection } from './poll-adapter';
import { votesWhileDead as deadVoter } from './polls/spec';
import { reject, type Rejection } from './rejection';
import { seedRng } from './rng';
import { startedSeat } from './started-seat';
import type { RulesetRuntime, WinMoment } from './ruleset';
import type { GameState, Intent, Seat } from './state';
import { voteBlockingStatus } from './statuses';
import { grantedAbilityId, intentAbilityId, moveOf } from './grants';
import { submitMove } from './submit-intent';
import { willEditRejection } from './will-edit';
import { willRejection } from './wills';

/** What is still accepted once the game has a result: talk, and the vote after the game (after-game-vote.ts). */
const AFTER_RESULT: ReadonlySet<Command['type']> = new Set(['post', 'host-post', 'after-game-vote', 'host-after-game-vote', 'close-after-game-vote']);

export type DecideResult = { ok: true; events: KernelEvent[] } | { ok: false; rejection: Rejection };

/**
 * The only way state changes: a command is judged against the state and either becomes events or
 * is refused with a reason. Pure: `now` is the injected clock, randomness comes from the state's RNG.
 */
export function decide(rules: RulesetRuntime, state: GameState, command: Command, now: number): DecideResult {
  if (command.type === 'start-game') return startGame(rules, state, command, now);
  if (state.seats.length === 0) return reject('game-not-started');
  if (state.result && !AFTER_RESULT.has(command.type)) return reject('game-over');
  const draft = new Draft(rules, state, now);
  const rejection = isSeatCommand(command) ? decideSeat(draft, command) : decideHost(draft, command);
  if (rejection) return { ok: false, rejection };
  return { ok: true, events: draft.finish() };
}

function isSeatCommand(command: Command): command is SeatCommand {
  return 'seat' in command && command.type !== 'modkill' && command.type !== 'exile' && command.type !== 'replace-player' &&
    command.type !== 'host-submit-intent' && command.type !== 'host-withdraw-intent';
}

function votesWhileDead(state: GameState, pollId: string, seat: string): boolean {
  const poll = state.polls.find((p) => p.spec.id === pollId);
  return poll !== undefined && deadVoter(poll.spec, seat);
}

function seatOf(state: GameState, id: string): Seat | undefined {
  return state.seats.find((s) => s.id === id);
}

function decideSeat(draft: Draft, command: SeatCommand): Rejection | null {
  const state = draft.state;
  const seat = seatOf(state, command.seat);
  if (!seat) return { code: 'unknown-seat', params: { seat: command.seat } };
  switch (command.type) {
    case 'submit-intent': {
      return submitMove(draft, seat, command, false, (run) => withWinCheck(draft, run));
    }
    case 'withdraw-intent': {
      const intent = intentNamed(draft, seat, command.ability);
      if (!intent) return { code: 'no-intent-to-withdraw' };
      // The dead no longer influence the game (seed 003 CB-24): an armed last action stays armed.
      if (!seat.alive || seat.removed) return { code: 'actor-not-alive' };
      if (state.pending) return { code: 'awaiting-host-review' };
      draft.emit({ type: 'intent-withdrawn', key: intent.key });
      return null;
    }
    case 'cast-ballot':
    case 'withdraw-ballot': {
      // A poll may list a dead seat as a voter (Voter.votesWhileDead: PHA-8 phantom players); others are refused as dead.
      if (seat.removed || (!seat.alive && !votesWhileDead(state, command.poll, seat.id))) return { code: 'voter-not-alive' };
      const found = findPollAndSlot(state, command.poll, command.slot, seat.id);
      if (!found) return { code: 'unknown-poll', params: { poll: command.poll } };
      const { poll, slot } = found;
      // The ruleset declares which statuses stop voting; a poll may let its voters vote despite them.
      if (voteBlockingStatus(draft.rules, seat, poll.spec) !== null) return { code: 'voter-cannot-vote' };
      if (command.type === 'cast-ballot') {
        const ballot = { voter: seat.id, slot, targets: command.targets };
        const refused = pollBallotRejection(poll, { kind: 'cast', voter: seat.id, slot, targets: command.targets }, draft.now);
        if (refused) return refused;
        draft.emit({ type: 'ballot-cast', poll: poll.spec.id, ballot, at: draft.now });
      } else {
        const refused = pollBallotRejection(poll, { kind: 'withdraw', voter: seat.id, slot }, draft.now);
        if (refused) return refused;
        draft.emit({ type: 'ballot-withdrawn', poll: poll.spec.id, voter: seat.id, slot, at: draft.now });
      }
      return null;
    }
    case 'post': {
      if (state.posts.has(command.id)) return { code: 'duplicate-post-id' };
      const tags = [...new Set(command.tags ?? [])];
      const offered = draft.rules.hooks.postTags?.(state, seat, command.channel) ?? [];
      const refusedTag = tags.find((tag) => !offered.includes(tag));
      if (refusedTag !== undefined) return { code: 'post-tag-refused', params: { tag: refusedTag } };
      const verdict = postVerdict(draft, seat, command.channel, tags);
      if (verdict.rejection) return verdict.rejection;
      const flags = [...new Set([...verdict.flags, ...tags])];
      const post = { id: command.id, seat: seat.id, channel: command.channel, body: command.body, at: draft.now, phase: state.clock.phase, flags };
      draft.emit({ type: 'posted', post });
      const afterPost = draft.rules.hooks.afterPost;
      if (afterPost) withWinCheck(draft, () => afterPost(draft, post));
      return null;
    }
    case 'edit-post': {
      const post = state.posts.byId(command.id);
      if (!post || post.seat !== seat.id) return { code: 'unknown-post' };
      // seed 001 rule 3: editing is allowed by the software but always flagged for the host.
      draft.emit({ type: 'post-edited', id: post.id, body: command.body, at: draft.now, flags: ['edited'] });
      return null;
    }
    case 'write-will': {
      const refused = willRejection(draft.rules, state, seat, command.text);
      if (refused) return refused;
      draft.emit({ type: 'will-written', seat: seat.id, text: command.text, at: draft.now });
      return null;
    }
    case 'after-game-vote':
      return castAfterGameBallot(draft, seat.id, command.names);
  }
}

/** Channel access, then the ruleset's posting rules (night posts, dead authors...). */
function postVerdict(draft: Draft, seat: Seat, channel: string, tags: readonly string[]): { rejection?: Rejection; flags: string[] } {
  const faction = draft.rules.factions[seat.faction];
  if (channel === 'dead') {
    if (seat.alive) return { rejection: { code: 'channel-closed', params: { channel } }, flags: [] };
  } else if (channel === `faction:${seat.faction}`) {
    if (!faction?.chat) return { rejection: { code: 'channel-closed', params: { channel } }, flags: [] };
    if (!seat.alive) return { rejection: { code: 'author-not-alive' }, flags: [] };
  } else if (channel !== 'thread') {
    return { rejection: { code: 'channel-closed', params: { channel } }, flags: [] };
  }
  const custom = draft.rules.hooks.validatePost?.(draft.state, seat, channel, tags, draft.now);
  if (custom) return custom;
  if (channel === 'thread' && (!seat.alive || seat.removed)) return { rejection: { code: 'author-not-alive' }, flags: [] };
  return { flags: [] };
}

function decideHost(draft: Draft, command: HostCommand): Rejection | null {
  const state = draft.state;
  switch (command.type) {
    case 'start-game':
      return { code: 'game-already-started' };
    case 'tick':
      if (state.clock.deadline === null || state.clock.deadline > draft.now) return { code: 'deadline-not-reached' };
      return closeStep(draft);
    case 'close-step':
      return closeStep(draft);
    case 'set-deadline':
      // Issue #13: an absurd deadline must be refused before it is stored (see durations.ts).
      if (command.deadline !== null && !isBoundedDeadline(command.deadline, draft.now)) {
        return { code: 'deadline-out-of-range', params: { maxDays: MAX_DURATION_MS / 86_400_000 } };
      }
      draft.emit({ type: 'deadline-set', deadline: command.deadline });
      return null;
    case 'modkill': {
      const seat = seatOf(state, command.seat);
      if (!seat) return { code: 'unknown-seat', params: { seat: command.seat } };
      if (!seat.alive) return { code: 'target-not-alive', params: { target: seat.id } };
      draft.eliminate(seat.id, `modkill:${command.reason}`);
      draft.notify({ to: 'public' }, 'notices.modkilled', { seat: seat.id, reason: command.reason });
      afterEliminations(draft, 'eliminated');
      return null;
    }
    case 'exile': {
      const seat = seatOf(state, command.seat);
      if (!seat) return { code: 'unknown-seat', params: { seat: command.seat } };
      if (!seat.alive || seat.removed) return { code: 'target-not-alive', params: { target: seat.id } };
      // Seed 002, Announcements: "the only events that are announced publicly are deaths,
      // poisonings, and being cured from poison": an exile reaches the seat and the host only, and
      // viewFor hides a removal's cause from everyone else.
      draft.notify({ to: 'seat', seat: seat.id }, 'notices.you-are-exiled', {});
      draft.emit({ type: 'seat-removed', seat: seat.id, cause: 'exiled:host', phase: state.clock.phase });
      draft.notify({ to: 'host' }, 'notices.exiled', { seat: seat.id });
      afterEliminations(draft, 'eliminated');
      return null;
    }
    case 'replace-player': {
      if (!seatOf(state, command.seat)) return { code: 'unknown-seat', params: { seat: command.seat } };
      draft.emit({ type: 'player-replaced', seat: command.seat, name: command.name });
      draft.notify({ to: 'public' }, 'notices.player-replaced', { seat: command.seat, name: command.name });
      return null;
    }
    case 'host-submit-intent': {
      const seat = seatOf(state, command.seat);
      if (!seat) return { code: 'unknown-seat', params: { seat: command.seat } };
      return submitMove(draft, seat, command, true, (run) => withWinCheck(draft, run));
    }
    case 'host-withdraw-intent': {
      const named = seatOf(state, command.seat);
      const intent = named ? intentNamed(draft, named, command.ability) : undefined;
      if (!intent) return { code: 'no-intent-to-withdraw' };
      draft.emit({ type: 'intent-withdrawn', key: intent.key });
      return null;
    }
    case 'resolve-again': {
      if (!state.pending) return { code: 'nothing-to-review' };
      runStepEnding(draft, true);
      return null;
    }
    case 'publish': {
      if (!state.pending) return { code: 'nothing-to-review' };
      const events = state.pending.events;
      draft.emit({ type: 'resolution-published' });
      draft.emit(...events);
      return advance(draft);
    }
    case 'host-after-game-vote':
      return castAfterGameBallot(draft, AFTER_GAME_HOST, command.names);
    case 'close-after-game-vote':
      return closeAfterGameVote(draft, { ...(command.passMark ? { passMark: command.passMark } : {}), ...(command.vetoed ? { vetoed: command.vetoed } : {}) });
    case 'edit-will': {
      const refused = willEditRejection(draft.rules, state, command.target, command.text);
      if (refused) return refused;
      draft.emit({ type: 'will-edited', seat: command.target, text: command.text, at: draft.now });
      return null;
    }
    case 'host-post': {
      if (state.posts.has(command.id)) return { code: 'duplicate-post-id' };
      draft.emit({
        type: 'posted',
        post: { id: command.id, seat: null, channel: command.channel, body: command.body, at: draft.now, phase: state.clock.phase, flags: [] },
      });
      return null;
    }
  }
}

/**
 * Ends the current step: the ruleset's end-of-step work (resolve the night, decide polls), held for
 * review when the step asks for it and the host turned review on; then the clock moves on.
 */
function closeStep(draft: Draft): Rejection | null {
  if (draft.state.pending) return { code: 'awaiting-host-review' };
  const held = runStepEnding(draft, false);
  if (held) return null;
  return advance(draft);
}

/** Returns true when the end-of-step events were held back for the host's review. */
function runStepEnding(draft: Draft, again: boolean): boolean {
  const state = draft.state;
  const spec = stepSpec(draft.rules, state.clock.phase, state.clock.step);
  const review = Boolean(spec?.review && state.settings['hostReview'] === true);
  if (!review) {
    draft.rules.hooks.stepEnding?.(draft);
    return false;
  }
  // Run the ruleset on a scratch draft from the pre-resolution state, keep its events aside.
  const base = again ? { ...state, pending: null } : state;
  const scratch = new Draft(draft.rules, base, draft.now);
  draft.rules.hooks.stepEnding?.(scratch);
  const events = scratch.finish();
  draft.emit({
    type: 'resolution-pending',
    pending: { phase: state.clock.phase, step: state.clock.step, events, trace: scratch.trace ?? null },
  });
  return true;
}

function advance(draft: Draft): Rejection | null {
  // A last-action window lasts through the step after the one it opened in (last-actions.ts).
  for (const seat of windowsToClose(draft.state)) draft.emit({ type: 'last-action-closed', seat });
  const before = draft.state;
  draft.emit({ type: 'step-ended', phase: before.clock.phase, step: before.clock.step, at: draft.now });
  if (checkWin(draft, 'step-ended')) return null;
  const next = nextStep(draft.rules, draft.state);
  if (!next) {
    if (!checkWin(draft, 'final')) {
      draft.emit({ type: 'game-ended', result: { factions: [], seats: [], reason: 'cycle-finished' } });
    }
    return null;
  }
  if (next.newPhase) endPhase(draft);
  const duration = durationOf(next.step, draft.state.settings);
  draft.emit({
    type: 'step-started',
    phase: next.phase,
    step: next.step.id,
    deadline: duration === null ? null : draft.now + duration,
    at: draft.now,
  });
  draft.rules.hooks.stepStarted?.(draft);
  checkWin(draft, 'step-started');
  return null;
}

/** Intents and polls belong to their phase; statuses and grants that expire with it are removed. */
function endPhase(draft: Draft): void {
  const phase = draft.state.clock.phase;
  spendGrantUses(draft);
  if (draft.state.intents.length > 0) draft.emit({ type: 'intents-cleared' });
  if (draft.state.polls.length > 0) draft.emit({ type: 'polls-cleared' });
  for (const seat of draft.state.seats) {
    for (const status of seat.statuses) {
      if (status.expires && status.expires.kind === phase.kind && status.expires.number === phase.number) {
        draft.emit({ type: 'status-removed', seat: seat.id, status: status.id });
      }
    }
    for (const grant of seat.grants ?? []) {
      if (grant.expires && grant.expires.kind === phase.kind && grant.expires.number === phase.number) {
        draft.emit({ type: 'grant-removed', seat: seat.id, grant: grant.id });
      }
    }
  }
}

/** The seat's intent a withdrawal names: by its ability's id, or a granted move's (grants.ts `moveOf`). */
function intentNamed(draft: Draft, seat: Seat, id: string): Intent | undefined {
  const move = moveOf(draft.rules, seat, id, abilitiesOf(draft.rules, seat));
  const full = move?.grant ? grantedAbilityId(move.ability.id, move.grant.id) : id;
  return draft.state.intents.find((i) => i.actor === seat.id && intentAbilityId(i) === full);
}

/** grants.ts: a limited grant spends one use for each of its moves used this phase. */
function spendGrantUses(draft: Draft): void {
  for (const intent of draft.state.intents) {
    if (intent.grant === undefined) continue;
    const grant = draft.state.seats.find((s) => s.id === intent.actor)?.grants?.find((g) => g.id === intent.grant);
    if (grant?.uses !== undefined) draft.emit({ type: 'grant-used', seat: intent.actor, grant: grant.id });
  }
}

function checkWin(draft: Draft, moment: WinMoment): boolean {
  if (draft.state.result) return true;
  const result = draft.rules.hooks.checkWin?.(draft.state, moment);
  if (!result) return false;
  draft.emit({ type: 'game-ended', result });
  return true;
}

function afterEliminations(draft: Draft, moment: WinMoment): void {
  checkWin(draft, moment);
}

/** Runs ruleset code that may eliminate (a post's mod-kill, a last action) and checks the win if it did. */
function withWinCheck(draft: Draft, run: () => void): void {
  const living = draft.state.seats.filter((s) => s.alive).length;
  run();
  if (draft.state.seats.filter((s) => s.alive).length !== living) afterEliminations(draft, 'eliminated');
}

/**
 * Starting a game records the seating chosen by the setup (roles already assigned by the caller,
 * usually ruleset-kit's seeded assignment) and opens the first step.
 */
function startGame(
  rules: RulesetRuntime,
  state: GameState,
  command: Extract<HostCommand, { type: 'start-game' }>,
  now: number,
): DecideResult {
  if (state.seats.length > 0) return reject('game-already-started');
  if (command.ruleset !== rules.id) return reject('wrong-ruleset', { ruleset: command.ruleset });
  if (command.seats.length === 0) return reject('no-seats');
  const ids = new Set<string>();
  for (const seat of command.seats) {
    if (ids.has(seat.id)) return reject('duplicate-seat', { seat: seat.id });
    ids.add(seat.id);
    if (!rules.roles[seat.role]) return reject('unknown-role', { role: seat.role });
    if (!rules.factions[seat.faction]) return reject('unknown-faction', { faction: seat.faction });
  }
  const refused = rules.hooks.validateStart?.(command.seats, command.settings);
  if (refused) return { ok: false, rejection: refused };
  const created: KernelEvent = {
    type: 'game-created',
    ruleset: rules.id,
    settings: command.settings,
    seed: command.seed,
    rng: seedRng(command.seed),
    seats: command.seats.map(startedSeat),
    at: now,
  };
  // The draft starts after game-created so that hooks draw from the seeded RNG.
  const draft = new Draft(rules, evolve(state, created), now);
  const firstKind = firstPhaseKind(rules.cycle, command.settings);
  const phase = { kind: firstKind, number: 1 };
  const first = stepsOf(rules, phase, draft.state)[0];
  if (!first) throw new Error(`ruleset ${rules.id}: the first phase has no step`);
  // Factions that know each other learn their members at the start (seed 001: the mafia team).
  for (const faction of Object.values(rules.factions)) {
    if (!faction.knowsMembers) continue;
    const members = command.seats.filter((s) => s.faction === faction.id).map((s) => s.id);
    if (members.length > 0) draft.notify({ to: 'faction', faction: faction.id }, 'notices.faction-members', { faction: faction.id, members });
  }
  const duration = durationOf(first, draft.state.settings);
  draft.emit({ type: 'step-started', phase, step: first.id, deadline: duration === null ? null : now + duration, at: now });
  rules.hooks.stepStarted?.(draft);
  checkWin(draft, 'step-started');
  return { ok: true, events: [created, ...draft.finish()] };
}
