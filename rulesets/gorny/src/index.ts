import { defineRuleset } from '@mafia/ruleset-kit';
import en from '../locales/en.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import { followDeaths, closeLynch, openLynch } from './day/lynch';
import { checkWin } from './day/win';
import { factions } from './factions';
import { modifiers } from './modifiers';
import { nightOrder } from './night-order';
import { roles } from './roles';
import { selfTargetRejection } from './self-target';
import { resolutionOf, settings } from './settings';
import { setups } from './setups';
import { reportActivity } from './thread/activity';
import { announceNormality } from './thread/normality';
import { afterPost, validatePost } from './thread/posts';

/**
 * Gorny's Mafia Game Rule Set v1.0 (seed 001), as played on forums: see README.md for each rule,
 * the clause it comes from, and the interpretations.
 */
export const gorny = defineRuleset({
  id: 'gorny',
  settings,
  players: { min: 3, max: 40 },
  factions,
  roles,
  modifiers,
  // Rule 12: the host sets day and night length and whether the game starts with a day or a night.
  cycle: {
    first: { setting: 'firstPhase', default: 'night' },
    day: { steps: [{ id: 'discussion', duration: 'dayLength' }] },
    night: { steps: [{ id: 'actions', duration: 'nightLength', review: true }] },
  },
  // Part 2: method 1 (simple, the named order) or method 2 (RAR), chosen per game.
  night: {
    resolveAt: 'actions',
    order: [...nightOrder],
    strategy: (s) => (resolutionOf(s) === 'simple' ? 'ordered' : 'reasonable'),
    announce: 'deaths',
  },
  hooks: {
    stepStarted(ctx) {
      announceNormality(ctx);
      if (ctx.state.clock.phase.kind === 'day') openLynch(ctx);
    },
    stepEnding(ctx) {
      if (ctx.state.clock.phase.kind !== 'day') return;
      reportActivity(ctx);
      closeLynch(ctx);
    },
    validateIntent: selfTargetRejection,
    validatePost,
    afterPost,
    afterElimination: (ctx) => followDeaths(ctx),
    checkWin: (state, moment) => (moment === 'step-ended' || moment === 'eliminated' ? checkWin(state) : null),
  },
  setups,
  locales: { en, ru },
});

export default gorny;

export { settings, type GornySettings } from './settings';
export { nightOrder } from './night-order';
export { checkWin, majorityOf } from './day/win';
export { LYNCH, lynchPoll } from './day/lynch';
export { investigationResult } from './roles/cop';
export { SANITIES, sanityOf, type Sanity } from './modifiers';
export { playersUnderActivity, type ActivityEntry } from './thread/activity';
export { nightPostsBy } from './thread/posts';
export { postVoteCommands, type PostVotes } from './thread/votes';
export { tempBanModkill, inactivityModkill } from './thread/temp-ban';
export { NORMALITY_LEVELS, normalityKey } from './thread/normality';
export { assignWithBuddies, type BuddyAssignment, type BuddyPair, type BuddySignup } from './thread/buddy';
export { renderTemplates, voteTally, type Templates } from './thread/templates';
export { translator } from './thread/translate';
export { rolePmParts, renderRolePm, type PmPart } from './pm';
