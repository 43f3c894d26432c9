/**
 * The vote kernel's data. Everything here is JSON (a poll's history is a persistent list whose
 * JSON is its array of entries): a poll is declared as a `PollSpec`,
 * lives as a `PollState` inside the game state, and is changed only by the pure functions of
 * this folder. Seat ids, option ids, slot ids and group tags are opaque strings chosen by the
 * ruleset.
 */
import type { PersistentList } from '../persistent-list';

/** Pseudo-option "no elimination", counted like a target when a slot allows it. */
export const NONE = 'none';
/** Pseudo-option "I explicitly abstain": recorded as a ballot, counted for nobody. */
export const ABSTAIN = 'abstain';

/** Someone who may cast ballots. */
export interface Voter {
  seat: string;
  /** Weight of each of this voter's ballots (default 1). A slot's own `weight` overrides it. */
  weight?: number;
  /** Team, family or faction tag; used by slot constraints, caps and exclusions. */
  group?: string;
  /**
   * This seat votes in this poll even while not alive (russian-extended-1 PHA-8: players under the
   * phantom effect "keep the ability to vote"). Without it `decide` refuses a dead seat's ballot
   * with `voter-not-alive`, listed or not. A removed (replaced, modkilled) seat never votes.
   */
  votesWhileDead?: boolean;
}

/** Something a ballot may name: a seat (`seat` set) or a named choice (a family, "yes"). */
export interface PollOption {
  id: string;
  /** The seat this option stands for; makes `noSelf` and runoff voter exclusion work. */
  seat?: string;
  /** The group the option belongs to (a seat's family, or the family a family-option names). */
  group?: string;
  /** Which slots may name it: a slot takes the options whose pool equals its own pool. */
  pool?: string;
}

/** One kind of ballot a voter holds. A voter has at most one current ballot per slot. */
export interface PollSlot {
  id: string;
  /** Options this slot may name (see `PollOption.pool`). */
  pool?: string;
  /** Seats that hold this slot; absent = every voter (e.g. a councilor's extra ballot). */
  holders?: string[];
  /** How many distinct options one ballot may name (witch hunt: 2). Default 1. */
  maxTargets?: number;
  /** The voter may not name the option that stands for their own seat. */
  noSelf?: boolean;
  /** `inside`: must name an option of the voter's own group; `outside`: must not. */
  group?: 'inside' | 'outside';
  /** "Not bound by the normal voting rules" (seed 002, Councilor/Pacifist): skips noSelf and group. */
  unbound?: boolean;
  allowNone?: boolean;
  allowAbstain?: boolean;
  /** A cast ballot can be neither replaced nor withdrawn (russian-extended-4 V-2). */
  final?: boolean;
  /** Weight of this slot's ballots, overriding the voter's; may be negative (seed 002, Pacifist). */
  weight?: number;
}

export type Visibility = 'live' | 'end' | 'counts-only' | 'hidden';

/** Ballots and options that do not count (seed 002, Sheriff; seed 003, arrested voters). */
export interface PollExclusions {
  voters?: string[];
  voterGroups?: string[];
  options?: string[];
}

/** A pass mark: a fixed count, or a share of the eligible voters. */
export type Threshold =
  | { kind: 'count'; atLeast: number }
  /** `strict`: more than num/den of the voters; otherwise at least num/den. */
  | { kind: 'share'; num: number; den: number; strict: boolean };

/**
 * Counting corrections, applied per target in the declared order (russian-extended-1 §3).
 * Each works on the counted weight of every ballot into a target and never goes below zero.
 */
export type PollAdjustment =
  /** RED-1: every ballot of a voter in `groups` counts at most `max`. */
  | { kind: 'cap-ballot'; groups: string[]; max: number }
  /** BLK-1, GRY-2: the ballots of voters in `groups` into one target sum to at most `max`. */
  | { kind: 'cap-group-per-target'; groups: string[]; max: number }
  /**
   * BAR-1..BAR-5: against a barrier holder each ballot counts at most 1, then the barrier value
   * is removed, from the ballots of `firstGroups` first. BAR-4: the barrier counts as zero when
   * every eligible voter of `voidedByAllOf` has a ballot on the holder. `exempt`: ballots of
   * `voter` into `option` the barrier does not touch (neither capped nor reduced; russian-extended-1
   * LAW-6: the holder's barriers "do not work against the Lawyer"). `ballotMax` lets named
   * voters' ballots keep more than 1 (russian-extended-2 judge r.8: "reduced only to 2").
   */
  | {
      kind: 'barrier';
      barriers: { option: string; value: number }[];
      firstGroups?: string[];
      voidedByAllOf?: string;
      exempt?: { option: string; voter: string }[];
      ballotMax?: { voter: string; max: number }[];
      /**
       * The barrier touches only these voters' ballots into the option (russian-extended-2 drug
       * dealer r.9: the dealer's votes meet the sum of a player's own and drug barriers, everyone
       * else's the largest, BAR-2). Options not listed here are untouched by this adjustment.
       */
      only?: { option: string; voter: string }[];
    }
  /**
   * A vote modifier on one option (seed 003 Conan BO: an accusation +1, accompanying −1): `delta`
   * is added to the option's total as a row of its own, never taking the total below zero.
   * `source` names who caused it (a seat), for the host's breakdown and the ruleset's post.
   */
  | { kind: 'offset'; option: string; delta: number; source?: string };

/**
 * How `plurality` orders options tied across the cut: `earliest-ballot` by the earliest counted
 * ballot each received (russian-extended-4 E-5, WH-P5b); `earliest-ballot-left-to-right` also
 * orders the names inside one ballot as written, the first name counting as the earlier vote
 * (WH-P6: "technically disputed moments are counted left to right").
 */
export type TieBreak = 'earliest-ballot' | 'earliest-ballot-left-to-right';

/** How the counted totals decide the poll. */
export type TallySpec =
  /**
   * Seed 001 rule 7 / seed 003 leader: an option needs `threshold` (default: more than half of
   * the eligible voters, i.e. floor(n/2)+1) to win. With `lock`, an option that already has the
   * threshold and receives one more ballot is locked in.
   */
  | { kind: 'majority'; threshold?: Threshold; lock?: boolean }
  /**
   * The `places` options with most weight win (1 for a lynch or an election, 2 for the witch
   * hunt). A tie across the cut is reported, or broken by who received a ballot first.
   */
  | { kind: 'plurality'; places?: number; minimum?: number; tieBreak?: TieBreak }
  /** Yes/no consent: passes when `yes` reaches the threshold. */
  | { kind: 'approval'; yes: string; threshold: Threshold }
  /**
   * Seed 002 Daytime: the `k` groups with most `groupSlot` weight go to court (all tied at the
   * cut included); within each, the members with most `memberSlot` weight are selected.
   */
  | { kind: 'top-groups'; k: number; groupPool: string; memberPool: string };

/**
 * Ballots that count but stay out of everyone else's view (seed 003 Voice of Reason), by voter or
 * by slot, until the poll is revealed: other viewers see neither them nor their weight in the totals.
 */
export interface HiddenBallots {
  voters?: string[];
  slots?: string[];
}

/**
 * Who may cast ballots despite statuses that block voting (kernel `statuses.ts`): `'all'` or the
 * listed status ids. The voters are still only the spec's `voters` (seed 003 CB-33: arrested BO
 * members vote in their leader election while they may not vote in the lynch).
 */
export interface PollEligibility {
  ignoreStatuses: 'all' | string[];
}

/**
 * Who may know the poll exists: `everyone` (the default) or only its `voters` (and the host). Seed 003
 * CB-D16.2: the BO's `bo-leader` election is seen by the BO members who vote in it, and by no one else.
 */
export type PollAudience = 'everyone' | 'voters';

export interface PollSpec {
  id: string;
  voters: Voter[];
  options: PollOption[];
  /** The ballots each voter holds; a plain vote is `[{ id: 'main' }]`. */
  slots: PollSlot[];
  visibility: Visibility;
  tally: TallySpec;
  adjustments?: PollAdjustment[];
  excluded?: PollExclusions;
  hiddenBallots?: HiddenBallots;
  eligibility?: PollEligibility;
  /** Absent means `everyone`. A poll seen by its `voters` is left out of every other viewer's view. */
  seenBy?: PollAudience;
}

/** What `changePoll` may replace in a live poll's spec (an absent field stays as it is). */
export interface PollChange {
  visibility?: Visibility;
  adjustments?: PollAdjustment[];
  excluded?: PollExclusions;
  hiddenBallots?: HiddenBallots;
}

/** A voter's choice in one slot. `targets` is `[ABSTAIN]` for an explicit abstention. */
export interface Ballot {
  voter: string;
  slot: string;
  targets: string[];
}

/** A ballot as the poll holds it: when it was cast, and its place in the history. */
export interface CastBallot extends Ballot {
  at: number;
  /** Index of its `cast` entry in the history: the order ballots were received in. */
  seq: number;
}

export type HistoryEntry =
  | { kind: 'cast'; voter: string; slot: string; targets: string[]; at: number }
  | { kind: 'withdraw'; voter: string; slot: string; targets: string[]; at: number };

export interface PollState {
  id: string;
  spec: PollSpec;
  status: 'open' | 'closed';
  /** Current ballots in the order they were cast. */
  ballots: CastBallot[];
  /**
   * Every cast and withdrawal, in order: an immutable list that an append shares with the poll it
   * came from (issue #19: a poll's ballots in a long forum day no longer cost the length of its
   * history each; views hand out arrays).
   */
  history: PersistentList<HistoryEntry>;
  /** Option locked in by a majority-with-lock tally, if any. */
  locked: string | null;
  /** Set by `revealPoll`: a `hidden` poll, and hidden ballots, become visible as the poll's visibility allows. */
  revealed: boolean;
}

export type RejectionCode =
  | 'poll-closed'
  | 'not-a-voter'
  | 'unknown-slot'
  | 'slot-not-held'
  | 'no-target'
  | 'too-many-targets'
  | 'unknown-option'
  | 'abstain-not-allowed'
  | 'abstain-with-targets'
  | 'duplicate-target'
  | 'self-vote-forbidden'
  | 'outside-group'
  | 'inside-group'
  | 'vote-locked'
  | 'vote-final'
  | 'no-ballot-to-withdraw';

export interface PollRejection {
  code: RejectionCode;
  params: Record<string, string | number>;
}

export type PollResult = { ok: true; poll: PollState } | { ok: false; rejection: PollRejection };

export interface OptionTotal {
  option: string;
  total: number;
}

/** One ballot's contribution to a target, before and after the adjustments. */
export interface Contribution {
  voter: string;
  slot: string;
  group: string | null;
  seq: number;
  weight: number;
  counted: number;
  /** Set on the row of an `offset` adjustment: a modifier, not a ballot (`voter` is its source, or ''). */
  modifier?: boolean;
}

/** Per-target record of how the total came about, for the host. */
export interface TargetBreakdown {
  option: string;
  raw: number;
  total: number;
  contributions: Contribution[];
  /** One row per adjustment that changed this target, in the order applied. */
  steps: { adjustment: number; kind: PollAdjustment['kind']; before: number; after: number }[];
}

export interface GroupVerdict {
  /** The group option sent to court. */
  option: string;
  total: number;
  /** Member options selected within the group (all tied at the top); empty if none is left. */
  selected: string[];
}

export type PollOutcome =
  | { kind: 'selected'; options: string[] }
  /** `selected` are sure winners; `tied` compete for the `places` left. */
  | { kind: 'tie'; selected: string[]; tied: string[]; places: number }
  | { kind: 'no-decision'; reason: 'no-majority' | 'below-minimum' | 'no-ballots' }
  | { kind: 'approval'; passed: boolean; yes: number; needed: number }
  | { kind: 'groups'; groups: GroupVerdict[] };

export interface PollTally {
  /** Counted totals per option in option order, `none` last; abstentions are not options. */
  totals: OptionTotal[];
  breakdown: TargetBreakdown[];
  /** Eligible voters (current voters not excluded): the n of the thresholds. */
  eligible: number;
  /** The pass mark in force, for majority and approval tallies. */
  needed: number | null;
  locked: string | null;
  outcome: PollOutcome;
}

export type PollViewer = { kind: 'host' } | { kind: 'voter'; seat: string } | { kind: 'public' };

/**
 * How a poll is decided, as far as the viewer may know it (issue #21: players know the rules of the
 * moment). `needed` and `notVoting` are shown to players only when the voter list is public: every
 * voter alive and counted (no dead voters under an effect, no voter exclusions, which may follow
 * hidden roles); `notVoting` only while ballots are public.
 */
export interface PollRules {
  tally: TallySpec['kind'];
  /** The pass mark in force (majority, approval), or null when the viewer may not know it. */
  needed: number | null;
  /** Majority with lock: one more ballot on an option at the mark locks it in. */
  lock: boolean;
  /** Plurality: the places decided (1 for a lynch, 2 for the witch hunt); top-groups: k. */
  places: number | null;
  /** Voters with no ballot the viewer can see, in voter order (null when the viewer may not know). */
  notVoting: string[] | null;
}

export interface PollView {
  id: string;
  status: 'open' | 'closed';
  visibility: Visibility;
  options: { id: string; pool?: string }[];
  /** Slots the viewing voter holds (empty for others). */
  mySlots: string[];
  /** Ballots the viewer may see: everyone's when revealed, otherwise only their own. */
  ballots: CastBallot[];
  history: HistoryEntry[];
  /** Totals, when the visibility allows them. */
  totals: OptionTotal[] | null;
  locked: string | null;
  outcome: PollOutcome | null;
  /** Host only: the full tally with the per-target breakdown. */
  tally: PollTally | null;
  rules: PollRules;
}
