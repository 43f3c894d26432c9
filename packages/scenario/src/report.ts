import type { AfterGameVoteState, Audience, GameResult, JsonObject, PollOutcome } from '@mafia/kernel';

/** A command the engine (or the runner) refused, as `expect.rejected` matches it. */
export interface RejectionRecord {
  /** Where the command came from in the file: `phases[1].votes[0]`. */
  entry: string;
  kind: 'action' | 'vote' | 'unvote' | 'post' | 'host' | 'will';
  actor?: string;
  voter?: string;
  author?: string;
  /** The host command (`modkill`) for host entries. */
  host?: string;
  target?: string;
  /** The kernel's rejection code (`target-not-alive`), or the runner's (`no-open-poll`). */
  reason: string;
  params?: JsonObject;
  /** Matched by an entry of the phase's `expect.rejected`. */
  expected: boolean;
}

/** A vote-like fragment of a post that did not count (`@mafia/forum` rejection codes). */
export interface FragmentRecord {
  entry: string;
  author: string;
  code: string;
  text: string;
  params: JsonObject;
}

export interface NoticeRecord {
  key: string;
  audience: Audience;
  params: JsonObject;
  result?: JsonObject;
}

/** A seat's last will as it stands: private to the seat and the host until `revealed`. */
export interface WillRecord {
  text: string;
  /** Read out on the seat's elimination (`will-revealed`): every viewer reads it from then on. */
  revealed: boolean;
}

export interface PollRecord {
  id: string;
  slot: string;
  /** Final ballots: target → voters, in the order the ballots were cast. */
  votes: Record<string, string[]>;
}

export interface PhaseReport {
  /** `night 1`, `day 2`. */
  phase: string;
  /** Index in the file's `phases`; null for a phase the runner ended without entries to reach the next one of the asked kind. */
  index: number | null;
  /**
   * Present when the report covers one step of a phase, not the whole phase: the entry ended only
   * its step because the next entry plays a later step of the same phase (or it is that next entry).
   * The report then runs from the end of the previous entry's step to the end of this one's step
   * (to the phase's end for the last entry of the phase).
   */
  step?: string;
  /** Seats alive at the phase start and dead or removed at its end. */
  deaths: string[];
  /** Seats removed by the phase's polls (docs/scenarios.md, "eliminated"). */
  eliminated: string[];
  /** Final ballots of the main poll (the first poll of the phase or step), or null when it had none. */
  votes: Record<string, string[]> | null;
  /** Every poll (and slot) open in the phase or step, with its final ballots. */
  polls: PollRecord[];
  /** The outcome of each poll closed in the phase or step, as the ruleset reported it in `poll-closed`. */
  outcomes: Record<string, PollOutcome>;
  /** Per step opened in the span: its deadline's distance from its start in ms, or null without one. */
  stepLengths: Record<string, number | null>;
  /** Per poll closed in the span: option → counted total (the kernel's `tallyPoll`), options with no votes left out. */
  totals: Record<string, Record<string, number>>;
  /** Structured private results delivered to each seat during the phase. */
  results: Record<string, JsonObject[]>;
  rejections: RejectionRecord[];
  fragments: FragmentRecord[];
  /** Posts the ruleset flagged (`night-post`, ...). */
  flaggedPosts: Array<{ author: string; flags: string[] }>;
  /** Every notice of the phase; the night trace's params are rendered in `trace` instead. */
  notices: NoticeRecord[];
  /** The night's explanation (resolver `explain`), one line per effect and reason. */
  trace: string[];
  /** Status ids held at the phase's end, for seats that hold any. */
  statuses: Record<string, string[]>;
  /** Status ids held once the statuses expiring with the phase are gone, for seats that hold any. */
  lasting: Record<string, string[]>;
  /** The ruleset's data values (`state.data`, every audience) at the phase's end. */
  data: Record<string, unknown>;
  /** Every seat's role (`seat.role`) at the phase's end. */
  roles: Record<string, string>;
  /** Wills at the phase's end, for seats that have one (rulesets with wills), in seat order. */
  wills: Record<string, WillRecord>;
  alive: string[];
  result: GameResult | null;
  /** Per viewer (a seat, `host`, `public`): the status ids each seat shows in its view, when the phase's `expect.views` asks. */
  views?: Record<string, Record<string, string[]>>;
}

export interface ScenarioOutput {
  name: string;
  ruleset: string;
  seed: string;
  players: Array<{ name: string; role: string; faction: string; modifiers: string[] }>;
  phases: PhaseReport[];
  result: GameResult | null;
  /** Problems running the file: unexpected rejections, unreachable phases, ambiguous abilities. */
  problems: string[];
  /** The vote after the result as the file's `afterGame` left it (absent without that block). */
  afterGame?: AfterGameVoteState | null;
}
