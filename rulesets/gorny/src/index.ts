import { defineRuleset, type AssignInput, type AssignOutcome, type Ruleset } from '@mafia/ruleset-kit';
import { z } from 'zod';
import { locales } from './locales';
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
import { threadVotes } from './thread/votes';
import { assignWithBuddies } from './thread/buddy';
import { validateGornySetup } from './validate-setup';

/**
 * Seed 001, notice to new players: a new player may name an experienced player as their buddy
 * (by user name); `experienced` tells the host who can mentor. Unknown names are reported, not refused.
 */
const signup = z
  .object({ experienced: z.boolean().optional(), buddy: z.string().trim().min(1).max(64).optional() })
  .strict();

/** The buddy deal through the kit's assign hook: user names become seat ids first. */
function assignGorny(ruleset: Ruleset, { setup, players, seed }: AssignInput): AssignOutcome {
  if (players.length !== setup.seats.length) {
    return { ok: false, rejection: { code: 'wrong-player-count', params: { needed: setup.seats.length, signedUp: players.length } } };
  }
  const idByName = new Map(players.map((p) => [p.name, p.id]));
  const signups = players.map((p) => {
    const named = typeof p.options['buddy'] === 'string' ? p.options['buddy'] : undefined;
    const buddy = named === undefined ? undefined : (idByName.get(named) ?? `unknown:${named}`);
    return { id: p.id, name: p.name, ...(buddy !== undefined ? { buddy } : {}) };
  });
  const dealt = assignWithBuddies(ruleset, setup, signups, seed);
  return {
    ok: true,
    seats: dealt.seats,
    unmet: dealt.unpaired.map((player) => ({ player, request: { buddy: String(players.find((p) => p.id === player)?.options['buddy'] ?? '') }, reason: 'buddy-unpaired' })),
  };
}

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
  // The rules are silent on wills: a host may offer them (README, Interpretations, "Last wills").
  wills: { maxLength: 2000, when: { setting: 'lastWills', equals: true } },
  // Part 2: method 1 (simple, the named order) or method 2 (RAR), chosen per game.
  night: {
    resolveAt: 'actions',
    slots: [...nightOrder],
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
  locales,
  signup,
  assign: (input, ruleset): AssignOutcome => assignGorny(ruleset, input),
  // Seed 001 rule 6 in the platform's own thread (issue #21).
  threadVotes,
  // Issue #22: the setup editor's checks.
  validateSetup: validateGornySetup,
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
export { postVoteCommands, threadVotes, type PostVotes } from './thread/votes';
export { tempBanModkill, inactivityModkill } from './thread/temp-ban';
export { NORMALITY_LEVELS, normalityKey } from './thread/normality';
export { assignWithBuddies, type BuddyAssignment, type BuddyPair, type BuddySignup } from './thread/buddy';
export { renderTemplates, voteTally, type Templates } from './thread/templates';
export { translator } from './thread/translate';
export { rolePmParts, renderRolePm, type PmPart } from './pm';
export { validateGornySetup } from './validate-setup';
