import type { Elimination, PhaseRef, Translate } from '../types';

/**
 * Every label key the templates ask `t` for. English and Russian texts live with the caller
 * (packages/i18n); this list lets a locale check prove it has them all.
 */
export const FORUM_LABEL_KEYS = [
  'forum.phase.day',
  'forum.phase.night',
  'forum.players.title',
  'forum.alive.title',
  'forum.dead.title',
  'forum.dead.revealed',
  'forum.dead.revealedWithFaction',
  'forum.dead.when',
  'forum.tally.title',
  'forum.tally.locked',
  'forum.tally.notVoting',
  'forum.tally.majority',
  'forum.tally.lock',
  'forum.tally.noVotes',
  'forum.tally.plurality',
  'forum.tally.leading',
  'forum.tally.tied',
  'forum.phasePost.dayStart',
  'forum.phasePost.nightStart',
  'forum.phasePost.eliminated',
  'forum.phasePost.noEliminations',
  'forum.phasePost.endsAt',
  'forum.hostPosts.lockTitle',
  'forum.hostPosts.nightTitle',
  'forum.hostPosts.nightDeath',
  'forum.hostPosts.nightNoDeaths',
  'forum.hostPosts.pmTitle',
  'forum.hostPosts.pmRole',
  'forum.hostPosts.pmTeam',
  'forum.hostPosts.pmClosing',
  'forum.hostPosts.revealTitle',
  'forum.hostPosts.revealWinners',
  'forum.hostPosts.revealDraw',
  'forum.hostPosts.revealWon',
] as const;

export type ForumLabelKey = (typeof FORUM_LABEL_KEYS)[number];

/** `forum.cause.<cause>` keys are open-ended: each ruleset brings its causes (vote, night-kill, mod-kill, ...). */
export function causeKey(cause: string): string {
  return `forum.cause.${cause}`;
}

export function phaseLabel(t: Translate, phase: PhaseRef): string {
  return t(phase.kind === 'day' ? 'forum.phase.day' : 'forum.phase.night', { number: phase.number });
}

/** When and how a player left, in the thread's words: `killed Night 1`, or `died Night 1` without a cause. */
export function eliminationText(t: Translate, elimination: Pick<Elimination, 'phase' | 'cause'>): string {
  const phase = phaseLabel(t, elimination.phase);
  return elimination.cause === undefined ? t('forum.dead.when', { phase }) : t(causeKey(elimination.cause), { phase });
}
