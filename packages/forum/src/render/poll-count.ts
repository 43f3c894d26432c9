import type { Translate } from '../types';
import { bold, lines } from './bbcode';

/** One option of a poll as the vote kernel counted it: its weighted total and who gave it. */
export interface PollCountEntry {
  /** The option's name in the thread (a player's forum name). */
  readonly name: string;
  /** The kernel's total after weights and adjustments (a Russian judge's ballot at the close, ...). */
  readonly total: number;
  /** Who voted for it (weights are never printed: they can reveal roles; the total has them). */
  readonly voters: readonly string[];
}

/**
 * A running or final count of any ruleset's poll (issue #23 follow-up): the totals the vote kernel
 * gave (weights and corrections included), the rule the poll is decided by (a majority mark with or without lock,
 * or the most votes for `places` places), and who leads or is tied by that rule. Not seed 001's
 * head count (`renderVoteTally`), which only a Gorny game may post.
 */
export interface PollCountInput {
  readonly day: number;
  readonly entries: readonly PollCountEntry[];
  readonly notVoting: readonly string[];
  readonly rule: { readonly kind: 'majority'; readonly alive: number; /** Null when the players may not know it. */ readonly needed: number | null; readonly lock: boolean } | { readonly kind: 'plurality'; readonly places: number };
  /** Options a plurality selects now (the leaders); `tied` compete for the places left. */
  readonly leading: readonly string[];
  readonly tied: readonly string[];
  /** The locked option's name (seed 001 rule 7), if any. */
  readonly locked: string | null;
}

export function renderPollCount(input: PollCountInput, t: Translate): string {
  const entries = input.entries.map((entry) => {
    const line = `${bold(entry.name)} (${entry.total}): ${entry.voters.join(', ')}`;
    return entry.name === input.locked ? `${line} — ${bold(t('forum.tally.locked'))}` : line;
  });
  const rule = input.rule;
  return lines(
    bold(t('forum.tally.title', { day: input.day })),
    entries.length === 0 ? t('forum.tally.noVotes') : entries.join('\n'),
    input.notVoting.length === 0 ? null : `${t('forum.tally.notVoting')} (${input.notVoting.length}): ${input.notVoting.join(', ')}`,
    '',
    rule.kind === 'plurality' ? t('forum.tally.plurality', { count: rule.places }) : rule.needed === null ? null : t('forum.tally.majority', { alive: rule.alive, count: rule.needed }),
    rule.kind === 'majority' && rule.lock && rule.needed !== null ? t('forum.tally.lock', { count: rule.needed + 1 }) : null,
    // A majority's leader is whoever reaches the mark above; a plurality has no mark, so it is named.
    rule.kind === 'plurality' && input.leading.length > 0 ? t('forum.tally.leading', { names: input.leading.join(', ') }) : null,
    rule.kind === 'plurality' && input.tied.length > 0 ? t('forum.tally.tied', { names: input.tied.join(', ') }) : null,
  );
}
