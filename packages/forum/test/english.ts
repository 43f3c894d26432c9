import type { ForumLabelKey, Translate } from '../src';

/** English default labels, for tests only: the platform's texts live in packages/i18n. */
export const english: Record<ForumLabelKey | `forum.cause.${string}`, string> = {
  'forum.phase.day': 'Day {{number}}',
  'forum.phase.night': 'Night {{number}}',
  'forum.players.title': 'List of Players ({{count}}):',
  'forum.alive.title': 'Players alive ({{count}}):',
  'forum.dead.title': 'Players dead ({{count}}):',
  'forum.dead.revealed': '{{role}}',
  'forum.dead.revealedWithFaction': '{{role}} ({{faction}})',
  'forum.dead.when': 'died {{phase}}',
  'forum.tally.title': 'Vote Tally, Day {{day}}',
  'forum.tally.locked': 'LOCKED',
  'forum.tally.notVoting': 'Not voting',
  'forum.tally.majority': 'With {{alive}} alive, {{count}} votes is a majority.',
  'forum.tally.lock': '{{count}} votes locks the vote.',
  'forum.tally.noVotes': 'No votes yet.',
  'forum.tally.plurality': 'The most votes decides ({{count}} to be chosen).',
  'forum.tally.leading': 'Leading: {{names}}.',
  'forum.tally.tied': 'Tied: {{names}}.',
  'forum.phasePost.dayStart': 'Day {{number}} begins',
  'forum.phasePost.nightStart': 'Night {{number}} begins',
  'forum.hostPosts.lockTitle': 'Day {{day}}: the vote is locked on {{name}}',
  'forum.hostPosts.nightTitle': 'Night {{number}} is over',
  'forum.hostPosts.nightDeath': '{{name}} was found dead{{role}}.',
  'forum.hostPosts.nightNoDeaths': 'Nobody died in the night.',
  'forum.hostPosts.pmTitle': 'Role PM for {{name}}',
  'forum.hostPosts.pmRole': 'You are {{role}} ({{faction}}).',
  'forum.hostPosts.pmTeam': 'Your team: {{members}}.',
  'forum.hostPosts.pmClosing': 'Do not copy this message into the thread.',
  'forum.hostPosts.revealTitle': 'Game over',
  'forum.hostPosts.revealWinners': 'The winners: {{factions}}.',
  'forum.hostPosts.revealDraw': 'The game ends in a draw.',
  'forum.hostPosts.revealWon': 'won',
  'forum.phasePost.eliminated': '{{name}} has died',
  'forum.phasePost.noEliminations': 'Nobody died.',
  'forum.phasePost.endsAt': 'The phase ends at {{endsAt}}.',
  'forum.cause.vote': 'lynched {{phase}}',
  'forum.cause.night-kill': 'killed {{phase}}',
  'forum.cause.mod-kill': 'mod-killed {{phase}}',
};

export const t: Translate = (key, params = {}) => {
  const template = english[key as ForumLabelKey];
  if (template === undefined) throw new Error(`missing label ${key}`);
  return template.replace(/\{\{(\w+)\}\}/gu, (_whole, name: string) => String(params[name] ?? `{{${name}}}`));
};
