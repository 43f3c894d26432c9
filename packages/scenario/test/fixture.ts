import { openPoll, tallyPoll, type GameResult, type GameState, type HookContext } from '@mafia/kernel';
import { block, bulletproof, defineRole, defineRuleset, investigate, kill, protect, type AbilityDefinition } from '@mafia/ruleset-kit';
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
  night: { step: 'block', components: (intent) => [{ kind: 'effect', effect: 'silence', target: intent.targets[0] ?? '' }] },
};

const factionalKill = kill({ id: 'factional-kill', factional: true, tag: 'factional-kill' });

function lynch(ctx: HookContext): void {
  const living = ctx.state.seats.filter((s) => s.alive && !s.removed);
  ctx.emit({
    type: 'poll-opened',
    poll: openPoll({
      id: 'lynch',
      voters: living.map((s) => ({ seat: s.id })),
      options: living.map((s) => ({ id: s.id, seat: s.id })),
      slots: [{ id: 'main', allowNone: true }],
      visibility: 'live',
      tally: { kind: 'majority', lock: true },
    }),
  });
}

function closeLynch(ctx: HookContext): void {
  const poll = ctx.state.polls.find((p) => p.spec.id === 'lynch');
  if (!poll || poll.status !== 'open') return;
  const { outcome } = tallyPoll(poll);
  ctx.emit({ type: 'poll-closed', poll: 'lynch', outcome });
  const chosen = outcome.kind === 'selected' ? outcome.options.filter((o) => o !== 'none') : [];
  for (const seat of chosen) ctx.eliminate(seat, 'lynched');
}

function checkWin(state: GameState): GameResult | null {
  const living = state.seats.filter((s) => s.alive && !s.removed);
  const mafia = living.filter((s) => s.faction === 'mafia').length;
  const won = (faction: string): GameResult => ({ factions: [faction], seats: state.seats.filter((s) => s.faction === faction).map((s) => s.id), reason: 'test' });
  if (mafia === 0) return won('town');
  if (mafia * 2 >= living.length) return won('mafia');
  return null;
}

const role = (id: string) => ({ name: id, summary: id, pm: id });

export const fixture = defineRuleset({
  id: 'fixture',
  settings: z.object({
    firstPhase: z.enum(['day', 'night']).default('night'),
    resolution: z.enum(['rar', 'simple']).default('rar'),
    hostReview: z.boolean().default(false),
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
  cycle: {
    first: { setting: 'firstPhase', default: 'night' },
    day: { steps: [{ id: 'discussion', duration: 60_000 }] },
    night: { steps: [{ id: 'actions', duration: 30_000, review: true }] },
  },
  night: {
    resolveAt: 'actions',
    order: ['block', 'protect', 'kill', 'investigate'],
    strategy: (s) => (s['resolution'] === 'simple' ? 'ordered' : 'reasonable'),
    apply(ctx, effect, defaults) {
      if (effect.kind !== 'effect') return defaults();
      const day = { kind: 'day' as const, number: ctx.state.clock.phase.number + (ctx.state.settings['firstPhase'] === 'day' ? 1 : 0) };
      ctx.emit({ type: 'status-added', seat: effect.target, status: { id: 'silenced', source: effect.ability, expires: day } });
    },
  },
  hooks: {
    stepStarted(ctx) {
      if (ctx.state.clock.phase.kind === 'day') lynch(ctx);
    },
    stepEnding(ctx) {
      if (ctx.state.clock.phase.kind === 'day') closeLynch(ctx);
    },
    checkWin: (state, moment) => (moment === 'step-ended' || moment === 'eliminated' ? checkWin(state) : null),
  },
  setups: [],
  locales: {
    en: {
      factions: { town: { name: 'Town' }, mafia: { name: 'Mafia' } },
      roles: { villager: role('villager'), doctor: role('doctor'), cop: role('cop'), roleblocker: role('roleblocker'), silencer: role('silencer'), goon: role('goon') },
    },
  },
});
