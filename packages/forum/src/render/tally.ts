import type { VoteTally } from '../thread/count-day';
import type { ForumPlayer, PlayerId, Translate } from '../types';
import { bold, lines } from './bbcode';

/**
 * Seed 001 Templates, "Vote Tallies:", and rule 7's "Add language here for the number that is
 * the majority and the number that would cause a lock": one line per target with its voters,
 * then who is not voting, then the majority and lock numbers.
 */
export function renderVoteTally(tally: VoteTally, players: readonly ForumPlayer[], t: Translate): string {
  const name = nameOf(players);
  const entries = tally.entries.map((entry) => {
    const line = `${bold(name(entry.target))} (${entry.count}): ${entry.voters.map(name).join(', ')}`;
    return entry.target === tally.locked ? `${line} — ${bold(t('forum.tally.locked'))}` : line;
  });
  return lines(
    bold(t('forum.tally.title', { day: tally.day })),
    entries.length === 0 ? t('forum.tally.noVotes') : entries.join('\n'),
    tally.notVoting.length === 0 ? null : `${t('forum.tally.notVoting')} (${tally.notVoting.length}): ${tally.notVoting.map(name).join(', ')}`,
    '',
    t('forum.tally.majority', { alive: tally.alive, count: tally.majority }),
    t('forum.tally.lock', { count: tally.lockAt }),
  );
}

export function nameOf(players: readonly ForumPlayer[]): (id: PlayerId) => string {
  const names = new Map(players.map((player) => [player.id, player.name]));
  return (id) => names.get(id) ?? id;
}
