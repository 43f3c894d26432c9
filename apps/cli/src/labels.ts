import type { ForumLabelKey, Translate } from '@mafia/forum';

/**
 * English labels for the CLI's BBCode output. The CLI is a developer and host tool that speaks
 * English; the platform's translated texts live in packages/i18n.
 */
const en: Record<ForumLabelKey, string> = {
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
  'forum.phasePost.dayStart': 'Day {{number}} begins',
  'forum.phasePost.nightStart': 'Night {{number}} begins',
  'forum.phasePost.eliminated': '{{name}} has died',
  'forum.phasePost.noEliminations': 'Nobody died.',
  'forum.phasePost.endsAt': 'The phase ends at {{endsAt}}.',
};

const causes: Record<string, string> = {
  vote: 'lynched {{phase}}',
  'night-kill': 'killed {{phase}}',
  'mod-kill': 'mod-killed {{phase}}',
};

export const translate: Translate = (key, params = {}) => {
  const template = key.startsWith('forum.cause.') ? (causes[key.slice('forum.cause.'.length)] ?? 'eliminated {{phase}}') : en[key as ForumLabelKey];
  if (template === undefined) return key;
  return template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(params[name] ?? ''));
};
