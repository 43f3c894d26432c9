import { parsePostVotes, type ForumPlayer } from '@mafia/forum';
import {
  abilitiesOf,
  conditionHolds,
  evolve,
  emptyState,
  type Command,
  type GameState,
  type KernelEvent,
  type PhaseKind,
  type PhaseRef,
  type SeatSetup,
  type Viewer,
  usableInPhase,
  viewFor,
} from '@mafia/kernel';
import { GameDriver, modifiersFrom, type Ruleset } from '@mafia/ruleset-kit';
import { matchesSubset } from './match';
import { observePhase, phaseCut, phaseName, stepCut } from './observe';
import { formatPath } from './paths';
import type { FragmentRecord, PhaseReport, RejectionRecord, ScenarioOutput } from './report';
import { findRuleset, type RulesetSource } from './rulesets';
import { stepMayFollow } from './steps';
import type { ExpectedRejection, Scenario, ScenarioAction, ScenarioHostCommand, ScenarioPhase, ScenarioPost, ScenarioVote, ScenarioWill } from './schema';

export interface ScenarioRun {
  scenario: Scenario;
  output: ScenarioOutput;
  /** One report per file phase, aligned with `scenario.phases`; null when the phase was never reached. */
  reports: Array<PhaseReport | null>;
  events: KernelEvent[];
  state: GameState;
}

/** The manual clock moves one second per command, so vote histories read in order. */
const TICK = 1000;
const DEFAULT_SEED = 'scenario';

export function seatsOf(ruleset: Ruleset, scenario: Scenario): SeatSetup[] {
  return scenario.players.map((player) => ({
    id: player.name,
    name: player.name,
    role: player.role,
    faction: player.faction ?? ruleset.role(player.role).faction,
    modifiers: modifiersFrom(ruleset, player.modifiers),
    attributes: { ...(player.attributes ?? {}), ...(player.family !== undefined ? { family: player.family } : {}) },
  }));
}

/** A phase in progress: what its entries did that the events alone do not say. */
interface PhaseLog {
  index: number;
  rejections: RejectionRecord[];
  fragments: FragmentRecord[];
  expected: readonly ExpectedRejection[];
  /** The first poll open when the entry's lists were applied: the one `expect.votes` reads. */
  mainPoll: string | undefined;
}

type Who = Pick<RejectionRecord, 'kind' | 'actor' | 'voter' | 'author' | 'host' | 'target'>;

/**
 * Runs a validated scenario (see `loadScenario`): starts the game with the file's seats, then for
 * each file phase advances to the next phase of that kind, applies the entry lists in the order
 * their keys appear, and ends the phase as its deadlines would. Engine bugs throw.
 */
export function runScenario(scenario: Scenario, rulesets: RulesetSource): ScenarioRun {
  const ruleset = findRuleset(rulesets, scenario.ruleset);
  if (!ruleset) throw new Error(`runScenario: unknown ruleset ${scenario.ruleset}; validate the scenario first`);
  const seed = scenario.seed ?? DEFAULT_SEED;
  const driver = new GameDriver(ruleset, { seats: seatsOf(ruleset, scenario), settings: scenario.settings ?? {}, seed });
  const forumPlayers: ForumPlayer[] = scenario.players.map((p) => ({ id: p.name, name: p.name, ...(p.aliases ? { aliases: p.aliases } : {}) }));
  const problems: string[] = [];
  const phases: PhaseReport[] = [];
  const reports: Array<PhaseReport | null> = scenario.phases.map(() => null);
  let posts = 0;

  // The first span starts after `game-created`, so the first phase's start state has its seats.
  let cursor = 1;
  let cursorState = evolve(emptyState(), driver.events[0] as KernelEvent);
  let lastRecorded: PhaseRef | null = null;

  /**
   * A game may end as a phase begins (a win checked at the start of a day). That phase was never
   * played, yet an entry for it reads its start: the announcements and the result.
   */
  const endedAsItBegan = (kind: PhaseKind, step: string | undefined): boolean => {
    const clock = driver.state.clock;
    if (!driver.state.result || clock.phase.kind !== kind || (step !== undefined && clock.step !== step)) return false;
    return lastRecorded === null || lastRecorded.kind !== clock.phase.kind || lastRecorded.number !== clock.phase.number;
  };

  /** `span`: the report covers one step of the phase; `cutAtStep`: its events stop at that step's end. */
  const record = (log: PhaseLog | null, phase: PhaseRef, span?: { step: string; cutAtStep: boolean }) => {
    const cut = span?.cutAtStep ? stepCut(driver.events, cursor, phase, span.step) : phaseCut(driver.events, cursor, phase);
    const { report, end } = observePhase(phase, cursorState, driver.events.slice(cursor, cut), log?.mainPoll);
    cursor = cut;
    cursorState = end;
    lastRecorded = phase;
    const { phase: name, ...rest } = report;
    const wanted = log ? scenario.phases[log.index]?.expect?.views : undefined;
    const full: PhaseReport = {
      phase: name,
      index: log?.index ?? null,
      ...(span ? { step: span.step } : {}),
      ...rest,
      rejections: log?.rejections ?? [],
      fragments: log?.fragments ?? [],
      ...(wanted ? { views: statusViews(ruleset, end, Object.keys(wanted)) } : {}),
    };
    phases.push(full);
    if (log) reports[log.index] = full;
  };

  /** Closes steps until the phase changes or the game ends; false when the engine refused. */
  const finishPhase = (): boolean => {
    const phase = driver.state.clock.phase;
    for (let guard = 0; guard < 64; guard++) {
      if (driver.state.result) return true;
      driver.advanceClock(TICK);
      const closed = driver.closeStep();
      if (!closed.ok) {
        problems.push(`${phaseName(phase)}: the engine refused to end the step: ${closed.rejection.code}`);
        return false;
      }
      const now = driver.state.clock.phase;
      if (now.kind !== phase.kind || now.number !== phase.number) return true;
    }
    throw new Error(`${phaseName(phase)} did not end within 64 steps`);
  };

  const send = (log: PhaseLog, entry: string, who: Who, command: Command): boolean => {
    driver.advanceClock(TICK);
    const result = driver.dispatch(command);
    if (result.ok) return true;
    refuse(log, entry, who, result.rejection.code, result.rejection.params);
    return false;
  };

  const refuse = (log: PhaseLog, entry: string, who: Who, reason: string, params?: RejectionRecord['params']): void => {
    const rejection: RejectionRecord = { entry, ...who, reason, ...(params ? { params } : {}), expected: false };
    rejection.expected = log.expected.some((expected) => matchesSubset(expected, rejection));
    log.rejections.push(rejection);
    if (!rejection.expected) problems.push(`${entry}: unexpected rejection "${reason}" (${describeWho(who)})`);
  };

  const mainPoll = (): string | undefined => driver.state.polls.find((p) => p.status === 'open')?.spec.id;

  const applyAction = (log: PhaseLog, action: ScenarioAction, entry: string): void => {
    const ability = action.ability ?? inferAbility(ruleset, driver.state, action.actor, entry, problems);
    if (ability === undefined) return;
    send(log, entry, { kind: 'action', actor: action.actor }, {
      type: 'submit-intent',
      seat: action.actor,
      ability,
      targets: action.targets ?? [],
      ...(action.options ? { options: action.options } : {}),
    });
  };

  const applyVote = (log: PhaseLog, vote: ScenarioVote, entry: string): void => {
    const who: Who = { kind: vote.unvote ? 'unvote' : 'vote', voter: vote.voter };
    const poll = vote.poll ?? mainPoll();
    if (poll === undefined) return refuse(log, entry, who, 'no-open-poll');
    if (vote.unvote) {
      send(log, entry, who, { type: 'withdraw-ballot', seat: vote.voter, poll });
      return;
    }
    const targets = Array.isArray(vote.target) ? vote.target : [vote.target ?? ''];
    send(log, entry, who, { type: 'cast-ballot', seat: vote.voter, poll, targets });
  };

  const applyPost = (log: PhaseLog, post: ScenarioPost, entry: string): void => {
    posts += 1;
    const channel = post.channel ?? 'thread';
    const posted = send(log, entry, { kind: 'post', author: post.author }, { type: 'post', seat: post.author, channel, body: post.body, id: `p${posts}` });
    // A refused post never appeared, and only the game thread is read for votes (seed 001 rule 6).
    if (!posted || channel !== 'thread') return;
    const parsed = parsePostVotes(post.body, forumPlayers);
    for (const fragment of parsed.rejections) {
      log.fragments.push({ entry, author: post.author, code: fragment.code, text: fragment.text, params: { ...fragment.params } });
    }
    for (const command of parsed.commands) {
      const who: Who = { kind: command.kind, voter: post.author, author: post.author };
      const poll = mainPoll();
      if (poll === undefined) {
        refuse(log, entry, who, 'no-open-poll');
        continue;
      }
      if (command.kind === 'vote') {
        send(log, entry, who, { type: 'cast-ballot', seat: post.author, poll, targets: [command.target] });
        continue;
      }
      // Forum rule: a named unvote must name the current target (@mafia/forum `unvote-target-mismatch`).
      const current = driver.state.polls.find((p) => p.spec.id === poll)?.ballots.find((b) => b.voter === post.author);
      if (command.target !== null && current && !current.targets.includes(command.target)) {
        refuse(log, entry, who, 'unvote-target-mismatch', { target: command.target });
        continue;
      }
      send(log, entry, who, { type: 'withdraw-ballot', seat: post.author, poll });
    }
  };

  const applyHost = (log: PhaseLog, command: ScenarioHostCommand, entry: string): void => {
    switch (command.command) {
      case 'modkill':
        send(log, entry, { kind: 'host', host: command.command, target: command.target }, { type: 'modkill', seat: command.target, reason: command.reason ?? 'host' });
        return;
      case 'replace-player':
        send(log, entry, { kind: 'host', host: command.command, target: command.target }, { type: 'replace-player', seat: command.target, name: command.name });
        return;
      case 'submit-intent': {
        const ability = command.ability ?? inferAbility(ruleset, driver.state, command.actor, entry, problems);
        if (ability === undefined) return;
        send(log, entry, { kind: 'host', host: command.command, actor: command.actor }, {
          type: 'host-submit-intent',
          seat: command.actor,
          ability,
          targets: command.targets ?? [],
          ...(command.options ? { options: command.options } : {}),
        });
        return;
      }
      case 'withdraw-intent': {
        const ability = command.ability ?? inferAbility(ruleset, driver.state, command.actor, entry, problems);
        if (ability === undefined) return;
        send(log, entry, { kind: 'host', host: command.command, actor: command.actor }, { type: 'host-withdraw-intent', seat: command.actor, ability });
        return;
      }
      case 'edit-will':
        send(log, entry, { kind: 'host', host: command.command, target: command.target }, { type: 'edit-will', target: command.target, text: command.text });
        return;
      case 'post':
        posts += 1;
        send(log, entry, { kind: 'host', host: command.command }, { type: 'host-post', channel: command.channel ?? 'thread', body: command.body, id: `h${posts}` });
        return;
    }
  };

  const applyWill = (log: PhaseLog, will: ScenarioWill, entry: string): void => {
    send(log, entry, { kind: 'will', author: will.author }, { type: 'write-will', seat: will.author, text: will.text });
  };

  const applyEntries = (log: PhaseLog, phase: ScenarioPhase): void => {
    const base = ['phases', log.index];
    for (const kind of phase.order) {
      const path = (i: number): string => formatPath([...base, kind, i]);
      if (kind === 'actions') phase.actions?.forEach((a, i) => applyAction(log, a, path(i)));
      if (kind === 'votes') phase.votes?.forEach((v, i) => applyVote(log, v, path(i)));
      if (kind === 'posts') phase.posts?.forEach((p, i) => applyPost(log, p, path(i)));
      if (kind === 'host') phase.host?.forEach((h, i) => applyHost(log, h, path(i)));
      if (kind === 'wills') phase.wills?.forEach((w, i) => applyWill(log, w, path(i)));
    }
  };

  /** Ends only the current step (an entry followed by a later step of the same phase). */
  const finishStep = (): boolean => {
    driver.advanceClock(TICK);
    const closed = driver.closeStep();
    if (!closed.ok) problems.push(`${phaseName(driver.state.clock.phase)}: the engine refused to end the step: ${closed.rejection.code}`);
    return closed.ok;
  };

  // The phase the previous entry left open because this entry plays a later step of it.
  let continued: PhaseRef | null = null;
  for (const [index, phase] of scenario.phases.entries()) {
    const where = formatPath(['phases', index]);
    if (!reach(driver, phase.phase, finishPhase, record)) {
      if (!continued && endedAsItBegan(phase.phase, phase.step)) {
        const log: PhaseLog = { index, rejections: [], fragments: [], expected: phase.expect?.rejected ?? [], mainPoll: undefined };
        applyEntries(log, phase);
        record(log, driver.state.clock.phase);
        continue;
      }
      problems.push(`${where}: not reached: ${driver.state.result ? `the game ended in ${phaseName(driver.state.clock.phase)}` : 'the engine refused to advance'}`);
      break;
    }
    const current = driver.state.clock.phase;
    if (continued && (continued.kind !== current.kind || continued.number !== current.number)) {
      // The step was expected later in the same phase (a revote after a tie) but never opened.
      problems.push(`${where}.step: ${phaseName(continued)} has no step "${phase.step ?? ''}" ahead`);
      break;
    }
    if (phase.step !== undefined && !reachStep(driver, phase.step)) {
      problems.push(`${where}.step: ${phaseName(current)} has no step "${phase.step}" ahead`);
      break;
    }
    const step = driver.state.clock.step;
    const log: PhaseLog = { index, rejections: [], fragments: [], expected: phase.expect?.rejected ?? [], mainPoll: mainPoll() };
    applyEntries(log, phase);
    const next = scenario.phases[index + 1];
    const goesOn = next !== undefined && next.phase === current.kind && next.step !== undefined && stepMayFollow(ruleset, driver.state, next.step);
    const span = goesOn || continued ? { step, cutAtStep: goesOn } : undefined;
    // A ruleset may have ended the step itself (everyone voted); then there is nothing to end.
    if (goesOn) {
      if (driver.state.clock.step === step && !driver.state.result) finishStep();
    }
    else finishPhase();
    record(log, current, span);
    continued = goesOn ? current : null;
  }

  const output: ScenarioOutput = {
    name: scenario.name,
    ruleset: ruleset.id,
    seed,
    players: seatsOf(ruleset, scenario).map((s) => ({ name: s.name, role: s.role, faction: s.faction, modifiers: s.modifiers.map((m) => (m.uses !== undefined ? `${m.id}-${m.uses}` : m.id)) })),
    phases,
    result: driver.state.result,
    problems,
  };
  return { scenario, output, reports, events: driver.events, state: driver.state };
}

/** Ends phases until the clock is in a phase of `kind`; the phases passed through are reported with index null. */
function reach(driver: GameDriver, kind: PhaseKind, finishPhase: () => boolean, record: (log: null, phase: PhaseRef) => void): boolean {
  for (let guard = 0; guard < 16; guard++) {
    if (driver.state.result) return false;
    if (driver.state.clock.phase.kind === kind) return true;
    const phase = driver.state.clock.phase;
    const ok = finishPhase();
    record(null, phase);
    if (!ok) return false;
  }
  return false;
}

/** Closes steps of the current phase until `step` is open. */
function reachStep(driver: GameDriver, step: string): boolean {
  const phase = driver.state.clock.phase;
  for (let guard = 0; guard < 64; guard++) {
    const clock = driver.state.clock;
    if (clock.phase.kind !== phase.kind || clock.phase.number !== phase.number || driver.state.result) return false;
    if (clock.step === step) return true;
    driver.advanceClock(TICK);
    if (!driver.closeStep().ok) return false;
  }
  return false;
}

/**
 * `ability` may be omitted when the actor has exactly one non-passive ability of this phase kind
 * whose condition holds now. Whether it is usable (alive, uses left) is the engine's to judge, so
 * a dead actor's action is still sent and comes back as a rejection.
 */
function inferAbility(ruleset: Ruleset, state: GameState, actor: string, entry: string, problems: string[]): string | undefined {
  const seat = state.seats.find((s) => s.id === actor);
  if (!seat) throw new Error(`inferAbility: unknown seat ${actor}; validate the scenario first`);
  const phase = state.clock.phase;
  const candidates = abilitiesOf(ruleset.runtime, seat)
    .filter((a) => !a.passive && usableInPhase(a, phase.kind) && conditionHolds(a.when, phase, state, ruleset.runtime))
    .map((a) => a.id);
  if (candidates.length === 1) return candidates[0];
  problems.push(
    candidates.length === 0
      ? `${entry}.ability: ${actor} (${seat.role}) has no ability usable in ${phaseName(phase)}`
      : `${entry}.ability: ${actor} has ${candidates.length} abilities usable in ${phaseName(phase)} (${candidates.join(', ')}); name one`,
  );
  return undefined;
}

function describeWho(who: Who): string {
  const parts = [who.actor && `actor ${who.actor}`, who.voter && `voter ${who.voter}`, who.author && !who.voter && `author ${who.author}`, who.host && `host ${who.host}`, who.target && `target ${who.target}`];
  return parts.filter(Boolean).join(', ');
}

/** `expect.views`: for each named viewer (a seat, `host`, `public`), the status ids every seat shows in its view. */
function statusViews(ruleset: Ruleset, state: GameState, viewers: string[]): Record<string, Record<string, string[]>> {
  const views: Record<string, Record<string, string[]>> = {};
  for (const name of viewers) {
    const viewer: Viewer = name === 'host' ? { kind: 'host' } : name === 'public' ? { kind: 'spectator' } : { kind: 'seat', seat: name };
    const seen: Record<string, string[]> = {};
    for (const seat of viewFor(ruleset.runtime, state, viewer).seats) seen[seat.id] = seat.statuses.map((s) => s.id);
    views[name] = seen;
  }
  return views;
}
