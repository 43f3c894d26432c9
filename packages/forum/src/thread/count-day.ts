import { parsePostVotes } from '../votes/parse-post';
import type { PostVoteRejection, VoteCommand } from '../votes/parse-post';
import type { PlayerId, Rejection } from '../types';
import { identifyAuthor } from './authors';
import type { ThreadInput } from './input';
import { deadFrom, instant, majorityOf, samePhase } from './time';

export type VoteRejectionCode =
  | 'voter-not-player'
  | 'voter-not-alive'
  | 'edited-post'
  | 'target-not-alive'
  | 'vote-locked'
  | 'already-voting'
  | 'not-voting'
  | 'unvote-target-mismatch';

export type VoteHistoryEntry =
  | {
      readonly type: 'applied';
      readonly postId: string;
      readonly at: string;
      readonly voter: PlayerId;
      readonly command: VoteCommand;
      readonly effect: 'voted' | 'moved' | 'unvoted';
      /** The target the voter was on before this command. */
      readonly previous: PlayerId | null;
      /** This vote locked its target (seed 001 rule 7). */
      readonly locks: boolean;
    }
  | {
      readonly type: 'rejected';
      readonly postId: string;
      readonly at: string;
      readonly author: string;
      readonly voter: PlayerId | null;
      readonly command: VoteCommand;
      readonly rejection: Rejection<VoteRejectionCode>;
    }
  | {
      readonly type: 'removed';
      readonly at: string;
      readonly voter: PlayerId;
      readonly target: PlayerId;
      readonly reason: 'voter-eliminated' | 'target-eliminated';
    };

export interface TallyEntry {
  readonly target: PlayerId;
  readonly count: number;
  /** In the order their votes landed. */
  readonly voters: readonly PlayerId[];
}

export interface VoteTally {
  readonly day: number;
  readonly alive: number;
  /** Seed 001 rule 7: floor(alive / 2) + 1. */
  readonly majority: number;
  /** Seed 001 rule 7: a player at majority who "receives an additional vote" is locked. */
  readonly lockAt: number;
  /** Most votes first; ties in the order the target first received a vote. */
  readonly entries: readonly TallyEntry[];
  /** Living players without a vote, in player-list order. */
  readonly notVoting: readonly PlayerId[];
  /** The locked target: eliminated at the end of the day, votes on them can no longer move. */
  readonly locked: PlayerId | null;
  /** The target holding a majority right now (at most one can). */
  readonly atMajority: PlayerId | null;
}

export interface FragmentReport {
  readonly postId: string;
  readonly author: string;
  readonly rejection: PostVoteRejection;
}

export interface ActivityEntry {
  readonly player: PlayerId;
  readonly posts: number;
}

export interface DayReport {
  readonly day: number;
  readonly tally: VoteTally;
  readonly history: readonly VoteHistoryEntry[];
  /** Vote-like fragments that did not count as commands (not bold, abbreviated, quoted, unknown name, ...). */
  readonly fragments: readonly FragmentReport[];
  /** Posts during the day per player alive at its start (seed 001 rule 13). */
  readonly activity: readonly ActivityEntry[];
  /** Living players under `minPosts` (empty when no minimum is set). */
  readonly underMinimum: readonly PlayerId[];
}

interface Ballot {
  readonly target: PlayerId;
  readonly since: number;
}

/** Reads day `day` of a thread: every vote and unvote in order, the tally, the lock and activity. */
export function countDayVotes(input: ThreadInput, day: number): DayReport {
  const phase = input.phases.find((candidate) => samePhase(candidate, { kind: 'day', number: day }));
  if (phase === undefined) throw new RangeError(`forum: day ${day} is not in the timeline`);
  const start = instant(phase.startsAt);
  const asOf = input.asOf === undefined ? Number.POSITIVE_INFINITY : instant(input.asOf);
  // The tally is read at the last instant of the day, or at `asOf` for a live count.
  const end = Math.min(instant(phase.endsAt) - 1, asOf);
  const hosts = input.hosts ?? [];
  const death = new Map(input.players.map((player) => [player.id, deadFrom(player, input.phases)]));
  const aliveAt = (id: PlayerId, at: number): boolean => (death.get(id) ?? Number.NEGATIVE_INFINITY) > at;
  const livingAt = (at: number): PlayerId[] => input.players.filter((player) => aliveAt(player.id, at)).map((player) => player.id);

  const posts = input.posts
    .map((post) => ({ post, at: instant(post.postedAt) }))
    .filter(({ at }) => start <= at && at <= end)
    .sort((a, b) => a.at - b.at);

  const ballots = new Map<PlayerId, Ballot>();
  let locked: PlayerId | null = null;
  const history: VoteHistoryEntry[] = [];
  const fragments: FragmentReport[] = [];
  const postCounts = new Map<PlayerId, number>();

  const votesOn = (target: PlayerId): number => [...ballots.values()].filter((ballot) => ballot.target === target).length;
  const prune = (at: number): void => {
    // Seed 001 rule 5: the dead do not vote, and a vote on someone no longer alive counts for nobody.
    for (const [voter, ballot] of [...ballots]) {
      const reason = !aliveAt(voter, at) ? 'voter-eliminated' : !aliveAt(ballot.target, at) ? 'target-eliminated' : null;
      if (reason === null) continue;
      ballots.delete(voter);
      const diedAt = death.get(reason === 'voter-eliminated' ? voter : ballot.target) ?? at;
      history.push({ type: 'removed', at: new Date(diedAt).toISOString(), voter, target: ballot.target, reason });
    }
  };

  for (const { post, at } of posts) {
    prune(at);
    const author = identifyAuthor(post.author, input.players, hosts);
    if (author.kind === 'host') continue;
    const voter = author.kind === 'player' ? author.player : null;
    if (voter !== null && aliveAt(voter, at)) postCounts.set(voter, (postCounts.get(voter) ?? 0) + 1);

    const parsed = parsePostVotes(post.body, input.players, input);
    for (const rejection of parsed.rejections) fragments.push({ postId: post.id, author: post.author, rejection });

    const postRejection: Rejection<VoteRejectionCode> | null =
      voter === null
        ? { code: 'voter-not-player', params: { author: post.author } }
        : !aliveAt(voter, at)
          ? { code: 'voter-not-alive', params: { voter } }
          : post.editedAt !== undefined && input.editedPostVotes === 'ignore'
            ? { code: 'edited-post', params: { editedAt: post.editedAt } }
            : null;

    for (const command of parsed.commands) {
      const reject = (rejection: Rejection<VoteRejectionCode>): void => {
        history.push({ type: 'rejected', postId: post.id, at: post.postedAt, author: post.author, voter, command, rejection });
      };
      if (postRejection !== null || voter === null) {
        reject(postRejection ?? { code: 'voter-not-player', params: { author: post.author } });
        continue;
      }
      const current = ballots.get(voter) ?? null;
      // Seed 001 rule 7: a locked player "cannot be unvoted", so votes on them stay where they are.
      if (current !== null && current.target === locked) {
        reject({ code: 'vote-locked', params: { target: current.target } });
        continue;
      }
      if (command.kind === 'unvote') {
        if (current === null) reject({ code: 'not-voting', params: {} });
        else if (command.target !== null && command.target !== current.target) {
          reject({ code: 'unvote-target-mismatch', params: { target: command.target, current: current.target } });
        } else {
          ballots.delete(voter);
          history.push({ type: 'applied', postId: post.id, at: post.postedAt, voter, command, effect: 'unvoted', previous: current.target, locks: false });
        }
        continue;
      }
      if (!aliveAt(command.target, at)) {
        reject({ code: 'target-not-alive', params: { target: command.target } });
        continue;
      }
      if (current?.target === command.target) {
        reject({ code: 'already-voting', params: { target: command.target } });
        continue;
      }
      const majority = majorityOf(livingAt(at).length);
      // Seed 001 rule 7: "A lock occurs when someone with enough votes to be lynched receives an additional vote".
      const locks = locked === null && votesOn(command.target) >= majority;
      ballots.set(voter, { target: command.target, since: at });
      if (locks) locked = command.target;
      history.push({
        type: 'applied',
        postId: post.id,
        at: post.postedAt,
        voter,
        command,
        effect: current === null ? 'voted' : 'moved',
        previous: current?.target ?? null,
        locks,
      });
    }
  }
  prune(end);

  const living = livingAt(end);
  const majority = majorityOf(living.length);
  const entries = tallyEntries(ballots);
  const atMajority = entries.find((entry) => entry.count >= majority)?.target ?? null;
  const tally: VoteTally = {
    day,
    alive: living.length,
    majority,
    lockAt: majority + 1,
    entries,
    notVoting: living.filter((id) => !ballots.has(id)),
    locked,
    atMajority,
  };

  const activity = livingAt(start).map((player) => ({ player, posts: postCounts.get(player) ?? 0 }));
  const minimum = input.minPosts;
  const underMinimum =
    minimum === undefined ? [] : activity.filter((entry) => entry.posts < minimum && living.includes(entry.player)).map((entry) => entry.player);
  return { day, tally, history, fragments, activity, underMinimum };
}

function tallyEntries(ballots: ReadonlyMap<PlayerId, Ballot>): TallyEntry[] {
  const byTarget = new Map<PlayerId, { voter: PlayerId; since: number }[]>();
  for (const [voter, ballot] of ballots) {
    const list = byTarget.get(ballot.target) ?? [];
    list.push({ voter, since: ballot.since });
    byTarget.set(ballot.target, list);
  }
  return [...byTarget.entries()]
    .map(([target, votes]) => {
      const ordered = [...votes].sort((a, b) => a.since - b.since);
      return { target, voters: ordered.map((vote) => vote.voter), count: ordered.length, first: ordered[0]?.since ?? 0 };
    })
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .map(({ target, count, voters }) => ({ target, count, voters }));
}
