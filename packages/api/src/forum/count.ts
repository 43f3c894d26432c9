import { renderPollCount, type PollCountInput } from '@mafia/forum';
import type { LanguageCode } from '@mafia/i18n';
import { pollView, tallyPoll, type GameState } from '@mafia/kernel';
import { translator } from '../exports';

type Poll = GameState['polls'][number];

/** The poll a forum day's count is about: the open one with voters, else the last one that had voters. */
export function countedPoll(state: GameState): Poll | undefined {
  const voting = state.polls.filter((p) => p.spec.voters.length > 0);
  return voting.find((p) => p.status === 'open') ?? voting[voting.length - 1];
}

/** The thread name of a poll option: its seat's name (an option standing for a seat), else its id. */
function optionName(state: GameState, poll: Poll, option: string): string {
  const seat = poll.spec.options.find((o) => o.id === option)?.seat ?? option;
  return state.seats.find((s) => s.id === seat)?.name ?? option;
}

/**
 * What the thread may be told of a poll: the kernel's public view (`pollView`, viewer `public`),
 * so a count post never shows a hidden ballot, a voter's weight (weights can reveal roles) or a
 * pass mark the players may not know; and the kernel's tally of the ballots that view shows.
 */
function publicCount(poll: Poll) {
  const view = pollView(poll, { kind: 'public' });
  const shown = new Set(view.ballots.map((b) => b.seq));
  const tally = tallyPoll({ ...poll, ballots: poll.ballots.filter((b) => shown.has(b.seq)) });
  return { view, tally };
}

/** The seat the poll decided, by the kernel's tally: its locked option, or a closed poll's single selected option. */
export function decidedSeat(state: GameState, poll: Poll): string | null {
  const { view, tally } = publicCount(poll);
  if (view.totals === null) return null;
  const option = tally.locked ?? (poll.status === 'closed' && tally.outcome.kind === 'selected' && tally.outcome.options.length === 1 ? tally.outcome.options[0] : undefined);
  return option === undefined ? null : optionName(state, poll, option);
}

/**
 * The running (or final) count post of a forum game's poll, from the vote kernel's own tally
 * (`tallyPoll`): weighted and corrected totals (a Russian judge's ballot weighs his weight at the
 * close, judge r.1), the poll's rule (majority with its mark and lock, or plurality with its
 * places, as the ruleset's PollSpec says: `PollView.rules`) and, for a plurality, the leader by
 * that rule. Seed 001's head count (`exportVoteTally`) would name the wrong leader in such a game.
 */
export function forumPollCount(state: GameState, poll: Poll, language: LanguageCode): string {
  const { view, tally } = publicCount(poll);
  const name = (option: string) => optionName(state, poll, option);
  const seatName = (seat: string) => state.seats.find((s) => s.id === seat)?.name ?? seat;
  const totals = new Map((view.totals ?? []).map((row) => [row.option, row.total]));
  // The first ballot on each option, for seed 001's order of ties ("in the order the target first received a vote").
  const ballotsOn = new Map<string, typeof view.ballots>();
  for (const ballot of view.ballots) for (const target of ballot.targets) ballotsOn.set(target, [...(ballotsOn.get(target) ?? []), ballot]);
  const options = [...new Set([...ballotsOn.keys(), ...[...totals].filter(([, total]) => total !== 0).map(([option]) => option)])];
  const entries = options
    .map((option) => {
      const ballots = ballotsOn.get(option) ?? [];
      return { first: Math.min(...ballots.map((b) => b.seq)), name: name(option), total: totals.get(option) ?? ballots.length, voters: ballots.map((b) => seatName(b.voter)) };
    })
    .sort((a, b) => b.total - a.total || a.first - b.first)
    .map(({ first: _first, ...entry }) => entry);
  const rules = view.rules;
  const rule: PollCountInput['rule'] =
    rules.tally === 'plurality' || rules.tally === 'top-groups'
      ? { kind: 'plurality', places: rules.places ?? 1 }
      : // A yes/no consent (the Russian witch hunt's approval) has a pass mark as a majority has.
        { kind: 'majority', alive: tally.eligible, needed: rules.needed, lock: rules.lock };
  const outcome = view.totals === null ? null : tally.outcome;
  const leading = outcome?.kind === 'selected' ? outcome.options.map(name) : outcome?.kind === 'tie' ? outcome.selected.map(name) : [];
  const tied = outcome?.kind === 'tie' ? outcome.tied.map(name) : [];
  return renderPollCount(
    { day: state.clock.phase.number, entries, notVoting: (rules.notVoting ?? []).map(seatName), rule, leading, tied, locked: tally.locked === null ? null : name(tally.locked) },
    translator(language),
  );
}
