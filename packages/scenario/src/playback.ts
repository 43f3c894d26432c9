/**
 * The game a scenario plays, and the reports it writes as it goes: sending commands (recording
 * refusals against the entry's expectations), ending steps and phases as their deadlines would,
 * reaching the phase and step a file entry names, and cutting the event log into phase reports.
 * runner.ts decides what to play; this class plays it. Review 2026-11 §8.4.
 */
import { evolve, emptyState, viewFor, type Command, type GameState, type KernelEvent, type PhaseKind, type PhaseRef, type Viewer } from '@mafia/kernel';
import type { GameDriver } from '@mafia/ruleset-kit';
import { rejectionMatches } from './match';
import { observePhase, phaseCut, phaseName, stepCut } from './observe';
import type { FragmentRecord, PhaseReport, RejectionRecord } from './report';
import type { ExpectedRejection } from './schema';

/** The manual clock moves one second per command, so vote histories read in order. */
export const TICK = 1000;

/** A phase in progress: what its entries did that the events alone do not say. */
export interface PhaseLog {
  index: number;
  rejections: RejectionRecord[];
  fragments: FragmentRecord[];
  expected: readonly ExpectedRejection[];
  /** The first poll open when the entry's lists were applied: the one `expect.votes` reads. */
  mainPoll: string | undefined;
  /** The viewers `expect.views` names (a seat, `host`, `public`): their views are read at the span's end. */
  viewers?: string[];
}

export type Who = Pick<RejectionRecord, 'kind' | 'actor' | 'voter' | 'author' | 'host' | 'target'>;

/** `step`: the report covers one step of the phase; `cutAtStep`: its events stop at that step's end. */
export interface StepSpan {
  step: string;
  cutAtStep: boolean;
}

export class Playback {
  readonly problems: string[] = [];
  /** Every phase played, in order (phases passed through on the way have index null). */
  readonly phases: PhaseReport[] = [];
  /** One report per file phase, by its index; null while it is not reached. */
  readonly reports: Array<PhaseReport | null>;
  // The first span starts after `game-created`, so the first phase's start state has its seats.
  private cursor = 1;
  private cursorState: GameState;
  private lastRecorded: PhaseRef | null = null;
  private posts = 0;

  constructor(
    readonly driver: GameDriver,
    filePhases: number,
  ) {
    this.reports = Array.from({ length: filePhases }, () => null);
    this.cursorState = evolve(emptyState(), driver.events[0] as KernelEvent);
  }

  get state(): GameState {
    return this.driver.state;
  }

  /** A fresh post id: `p1`, `p2` … for players' posts, `h…` for the host's (one counter). */
  nextPostId(prefix: 'p' | 'h'): string {
    this.posts += 1;
    return `${prefix}${this.posts}`;
  }

  /** The first open poll's id: the one a vote without `poll:` and a post's vote go to. */
  mainPoll(): string | undefined {
    return this.state.polls.find((p) => p.status === 'open')?.spec.id;
  }

  /** Sends a command one tick later; a refusal is recorded (expected or a problem). */
  send(log: PhaseLog, entry: string, who: Who, command: Command): boolean {
    this.driver.advanceClock(TICK);
    const result = this.driver.dispatch(command);
    if (result.ok) return true;
    this.refuse(log, entry, who, result.rejection.code, result.rejection.params);
    return false;
  }

  /** Records a refusal; one the entry did not expect is a problem. */
  refuse(log: PhaseLog, entry: string, who: Who, reason: string, params?: RejectionRecord['params']): void {
    const rejection: RejectionRecord = { entry, ...who, reason, ...(params ? { params } : {}), expected: false };
    rejection.expected = log.expected.some((expected) => rejectionMatches(expected, rejection));
    log.rejections.push(rejection);
    if (!rejection.expected) this.problems.push(`${entry}: unexpected rejection "${reason}" (${describeWho(who)})`);
  }

  /** Reports the events since the last report up to the end of `phase` (or of `span.step`). */
  record(log: PhaseLog | null, phase: PhaseRef, span?: StepSpan): void {
    const events = this.driver.events;
    const cut = span?.cutAtStep ? stepCut(events, this.cursor, phase, span.step) : phaseCut(events, this.cursor, phase);
    const { report, end } = observePhase(phase, this.cursorState, events.slice(this.cursor, cut), log?.mainPoll);
    this.cursor = cut;
    this.cursorState = end;
    this.lastRecorded = phase;
    const { phase: name, ...rest } = report;
    const full: PhaseReport = {
      phase: name,
      index: log?.index ?? null,
      ...(span ? { step: span.step } : {}),
      ...rest,
      rejections: log?.rejections ?? [],
      fragments: log?.fragments ?? [],
      ...(log?.viewers ? { views: statusViews(this.driver, end, log.viewers) } : {}),
    };
    this.phases.push(full);
    if (log) this.reports[log.index] = full;
  }

  /**
   * A game may end as a phase begins (a win checked at the start of a day). That phase was never
   * played, yet an entry for it reads its start: the announcements and the result.
   */
  endedAsItBegan(kind: PhaseKind, step: string | undefined): boolean {
    const clock = this.state.clock;
    if (!this.state.result || clock.phase.kind !== kind || (step !== undefined && clock.step !== step)) return false;
    const last = this.lastRecorded;
    return last === null || last.kind !== clock.phase.kind || last.number !== clock.phase.number;
  }

  /** Closes steps until the phase changes or the game ends; false when the engine refused. */
  finishPhase(): boolean {
    const phase = this.state.clock.phase;
    for (let guard = 0; guard < 64; guard++) {
      if (this.state.result) return true;
      this.driver.advanceClock(TICK);
      const closed = this.driver.closeStep();
      if (!closed.ok) {
        this.problems.push(`${phaseName(phase)}: the engine refused to end the step: ${closed.rejection.code}`);
        return false;
      }
      const now = this.state.clock.phase;
      if (now.kind !== phase.kind || now.number !== phase.number) return true;
    }
    throw new Error(`${phaseName(phase)} did not end within 64 steps`);
  }

  /** Ends only the current step (an entry followed by a later step of the same phase). */
  finishStep(): boolean {
    this.driver.advanceClock(TICK);
    const closed = this.driver.closeStep();
    if (!closed.ok) this.problems.push(`${phaseName(this.state.clock.phase)}: the engine refused to end the step: ${closed.rejection.code}`);
    return closed.ok;
  }

  /** Ends phases until the clock is in a phase of `kind`; the phases passed through are reported with index null. */
  reach(kind: PhaseKind): boolean {
    for (let guard = 0; guard < 16; guard++) {
      if (this.state.result) return false;
      if (this.state.clock.phase.kind === kind) return true;
      const phase = this.state.clock.phase;
      const ok = this.finishPhase();
      this.record(null, phase);
      if (!ok) return false;
    }
    return false;
  }

  /** Closes steps of the current phase until `step` is open. */
  reachStep(step: string): boolean {
    const phase = this.state.clock.phase;
    for (let guard = 0; guard < 64; guard++) {
      const clock = this.state.clock;
      if (clock.phase.kind !== phase.kind || clock.phase.number !== phase.number || this.state.result) return false;
      if (clock.step === step) return true;
      this.driver.advanceClock(TICK);
      if (!this.driver.closeStep().ok) return false;
    }
    return false;
  }
}

function describeWho(who: Who): string {
  const parts = [who.actor && `actor ${who.actor}`, who.voter && `voter ${who.voter}`, who.author && !who.voter && `author ${who.author}`, who.host && `host ${who.host}`, who.target && `target ${who.target}`];
  return parts.filter(Boolean).join(', ');
}

/** `expect.views`: for each named viewer (a seat, `host`, `public`), the status ids every seat shows in its view. */
function statusViews(driver: GameDriver, state: GameState, viewers: string[]): Record<string, Record<string, string[]>> {
  const views: Record<string, Record<string, string[]>> = {};
  for (const name of viewers) {
    const viewer: Viewer = name === 'host' ? { kind: 'host' } : name === 'public' ? { kind: 'spectator' } : { kind: 'seat', seat: name };
    const seen: Record<string, string[]> = {};
    for (const seat of viewFor(driver.ruleset.runtime, state, viewer).seats) seen[seat.id] = seat.statuses.map((s) => s.id);
    views[name] = seen;
  }
  return views;
}
