import { openPoll, runoffSpec, type AfterGameVoteInput, type GameResult, type GameState, type HookContext, type PollOutcome } from '@mafia/kernel';
import { block, bulletproof, defineRole, defineRuleset, investigate, kill, protect, type AbilityDefinition } from '@mafia/ruleset-kit';
import { closeAndEliminate, openLivingPoll, roleText } from '@mafia/ruleset-kit/testing';
import { z } from 'zod';

/**
 * A tiny ruleset for the runner's own tests (the sandbox ruleset depends on this package for its
 * tests, so it cannot be imported here): town against mafia, a majority lynch with lock and a
 * "no elimination" choice, and a silencer whose effect is a status until the next day ends.
 */
const silence: AbilityDefinition = {
  id: 'silence',
  phase: 'night',
  targets: { count: 1 },
  night: { slot: 'block', components: (intent) => [{ kind: 'effect', effect: 'silence', target: intent.targets[0] ?? '' }] },
};

const factionalKill = kill({ id: 'factional-kill', factional: true, tag: 'factional-kill' });

const lynch = (ctx: HookContext) => openLivingPoll(ctx, { id: 'lynch', slot: { allowNone: true }, tally: { kind: 'majority', lock: true } });

function closeLynch(ctx: HookContext, id = 'lynch'): void {
  const outcome = closeAndEliminate(ctx, id);
  // A plurality tie goes to a runoff later the same day (the multi-step day of the runner's tests).
  if (outcome?.kind === 'tie' && id === 'lynch') ctx.emit({ type: 'data-set', key: 'tied', value: { day: ctx.state.clock.phase.number, tied: outcome.tied }, audience: { to: 'public' } });
}

/**
 * `dayVote: plurality` gives the fixture a multi-step day: discussion, then a plurality `lynch`
 * in the `vote` step, a `runoff` among the tied (who do not vote) when it tied, then `dusk`.
 */
const pluralityLynch = (ctx: HookContext) => openLivingPoll(ctx, { id: 'lynch', slot: { allowAbstain: true }, tally: { kind: 'plurality' } });

function tiedToday(state: GameState): string[] | null {
  const value = state.data['tied']?.value as { day: number; tied: string[] } | undefined;
  return value && value.day === state.clock.phase.number ? value.tied : null;
}

function openRunoff(ctx: HookContext): void {
  const first = ctx.state.polls.find((p) => p.spec.id === 'lynch');
  const tied = tiedToday(ctx.state);
  if (!first || !tied) return;
  const tie: Extract<PollOutcome, { kind: 'tie' }> = { kind: 'tie', selected: [], tied, places: 1 };
  ctx.emit({ type: 'poll-opened', poll: openPoll(runoffSpec(first.spec, tie, { id: 'runoff' })) });
}

function checkWin(state: GameState): GameResult | null {
  const living = state.seats.filter((s) => s.alive && !s.removed);
  const mafia = living.filter((s) => s.faction === 'mafia').length;
  const won = (faction: string): GameResult => ({ factions: [faction], seats: state.seats.filter((s) => s.faction === faction).map((s) => s.id), reason: 'test' });
  if (mafia === 0) return won('town');
  if (mafia * 2 >= living.length) return won('mafia');
  return null;
}

const plurality = { setting: 'dayVote', equals: 'plurality' };

/** The fixture's vote after the game: a name passes with votes from at least half of the voters. */
function halfOfVoters(input: AfterGameVoteInput) {
  const votes: Record<string, number> = {};
  for (const ballot of input.ballots) for (const name of ballot.names) votes[name] = (votes[name] ?? 0) + 1;
  const n = input.ballots.length;
  return { voters: n, votes, best: Object.keys(votes).filter((name) => (votes[name] ?? 0) * 2 >= n && !(input.vetoed ?? []).includes(name)) };
}

export const fixture = defineRuleset({
  id: 'fixture',
  afterGameVote: { id: 'best-players', count: halfOfVoters },
  settings: z.object({
    firstPhase: z.enum(['day', 'night']).default('night'),
    resolution: z.enum(['rar', 'simple']).default('rar'),
    hostReview: z.boolean().default(false),
    dayVote: z.enum(['majority', 'plurality']).default('majority'),
    /** `day-start`: the win is checked only as a day begins (a game that ends at a phase's start). */
    winCheck: z.enum(['step-ended', 'day-start']).default('step-ended'),
    /** Last wills, off by default as in Gorny; short, so that a too-long will is easy to write. */
    lastWills: z.boolean().default(false),
  }),
  players: { min: 3, max: 20 },
  factions: [
    { id: 'town', knowsMembers: false, chat: false },
    { id: 'mafia', knowsMembers: true, chat: true, abilities: [factionalKill] },
  ],
  roles: [
    defineRole({ id: 'villager', faction: 'town', abilities: [] }),
    defineRole({ id: 'doctor', faction: 'town', abilities: [protect()] }),
    defineRole({
      id: 'cop',
      faction: 'town',
      abilities: [investigate({ result: (_s, _a, target) => ({ kind: 'investigation', target: target.id, value: target.faction === 'mafia' ? 'mafia' : 'not-mafia' }) })],
    }),
    defineRole({ id: 'roleblocker', faction: 'town', abilities: [block()] }),
    defineRole({ id: 'silencer', faction: 'town', abilities: [silence] }),
    defineRole({ id: 'goon', faction: 'mafia', abilities: [] }),
  ],
  modifiers: [bulletproof],
  wills: { maxLength: 20, when: { setting: 'lastWills', equals: true } },
  cycle: {
    first: { setting: 'firstPhase', default: 'night' },
    day: {
      steps: [
        { id: 'discussion', duration: 60_000 },
        { id: 'vote', when: plurality, duration: 60_000 },
        { id: 'runoff', when: { all: [plurality, { predicate: 'tied' }] }, duration: 60_000 },
        { id: 'dusk', when: plurality, duration: 60_000 },
      ],
    },
    night: { steps: [{ id: 'actions', duration: 30_000, review: true }] },
  },
  night: {
    resolveAt: 'actions',
    slots: ['block', 'protect', 'kill', 'investigate'],
    strategy: (s) => (s['resolution'] === 'simple' ? 'ordered' : 'reasonable'),
    apply(ctx, effect, defaults) {
      if (effect.kind !== 'effect') return defaults();
      const day = { kind: 'day' as const, number: ctx.state.clock.phase.number + (ctx.state.settings['firstPhase'] === 'day' ? 1 : 0) };
      ctx.emit({ type: 'status-added', seat: effect.target, status: { id: 'silenced', source: effect.ability, expires: day } });
    },
  },
  hooks: {
    stepStarted(ctx) {
      const { phase, step } = ctx.state.clock;
      if (phase.kind !== 'day') return;
      if (ctx.state.settings['dayVote'] !== 'plurality') lynch(ctx);
      else if (step === 'vote') pluralityLynch(ctx);
      else if (step === 'runoff') openRunoff(ctx);
    },
    stepEnding(ctx) {
      const { phase, step } = ctx.state.clock;
      if (phase.kind !== 'day') return;
      if (ctx.state.settings['dayVote'] !== 'plurality') closeLynch(ctx);
      else if (step === 'vote') closeLynch(ctx);
      else if (step === 'runoff') closeLynch(ctx, 'runoff');
    },
    conditions: { tied: (state) => tiedToday(state) !== null },
    checkWin: (state, moment) => {
      if (state.settings['winCheck'] === 'day-start') return moment === 'step-started' && state.clock.phase.kind === 'day' ? checkWin(state) : null;
      return moment === 'step-ended' || moment === 'eliminated' ? checkWin(state) : null;
    },
  },
  setups: [],
  locales: {
    en: {
      factions: { town: { name: 'Town' }, mafia: { name: 'Mafia' } },
      roles: { villager: roleText('villager'), doctor: roleText('doctor'), cop: roleText('cop'), roleblocker: roleText('roleblocker'), silencer: roleText('silencer'), goon: roleText('goon') },
    },
  },
});
