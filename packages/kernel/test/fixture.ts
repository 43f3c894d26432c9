import { decide, emptyState, evolve, openPoll, tallyPoll, type Command, type GameState, type KernelEvent, type RulesetRuntime, type SeatSetup } from '../src';

/**
 * A hand-written runtime (no ruleset-kit) so kernel tests exercise the kernel alone: two
 * factions, a day with a locking lynch, a night with an odd-nights-only step, a factional ability.
 */
export const runtime: RulesetRuntime = {
  id: 'fixture',
  cycle: {
    first: { setting: 'firstPhase', default: 'night' },
    day: { steps: [{ id: 'vote', duration: 'dayLength' }] },
    night: {
      steps: [
        { id: 'actions', duration: 1000, review: true },
        { id: 'odd-extra', when: { parity: 'odd' } },
      ],
    },
    last: { kind: 'day', number: 3 },
  },
  factions: {
    town: { id: 'town', knowsMembers: false, chat: false },
    wolves: {
      id: 'wolves',
      knowsMembers: true,
      chat: true,
      abilities: [{ id: 'bite', phase: 'night', steps: ['actions'], factional: true, targets: { count: 1 } }],
    },
  },
  roles: {
    villager: { id: 'villager', faction: 'town', abilities: [] },
    seer: { id: 'seer', faction: 'town', abilities: [{ id: 'peek', phase: 'night', targets: { count: 1 }, usesPerGame: 2 }] },
    wolf: { id: 'wolf', faction: 'wolves', abilities: [] },
  },
  deadPolicy: 'public-only',
  hooks: {
    stepStarted(ctx) {
      if (ctx.state.clock.phase.kind !== 'day') return;
      const living = ctx.state.seats.filter((s) => s.alive);
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
    },
    stepEnding(ctx) {
      const { phase, step } = ctx.state.clock;
      if (phase.kind === 'night' && step === 'actions') {
        const bite = ctx.state.intents.find((i) => i.ability === 'bite');
        ctx.setTrace({ bite: bite?.targets[0] ?? null });
        if (bite?.targets[0]) ctx.eliminate(bite.targets[0], 'bitten');
        for (const peek of ctx.state.intents.filter((i) => i.ability === 'peek')) {
          const target = ctx.state.seats.find((s) => s.id === peek.targets[0]);
          ctx.emit({ type: 'ledger-changed', key: `uses:${peek.actor}:peek`, delta: 1 });
          ctx.notify({ to: 'seat', seat: peek.actor }, 'results.investigation', {}, { kind: 'investigation', target: target?.id ?? '', value: target?.faction ?? '' });
        }
        ctx.emit({ type: 'status-added', seat: 'b', status: { id: 'marked', expires: { kind: 'day', number: phase.number } } });
      }
      if (phase.kind === 'day') {
        const poll = ctx.state.polls.find((p) => p.spec.id === 'lynch');
        if (poll) {
          const { outcome } = tallyPoll(poll);
          ctx.emit({ type: 'poll-closed', poll: 'lynch', outcome });
          if (outcome.kind === 'selected') for (const o of outcome.options) if (o !== 'none') ctx.eliminate(o, 'lynched');
        }
      }
    },
    checkWin(state, moment) {
      if (moment === 'final') return { factions: [], seats: [], reason: 'time-up' };
      const living = state.seats.filter((s) => s.alive);
      const wolves = living.filter((s) => s.faction === 'wolves').length;
      if (wolves === 0) return { factions: ['town'], seats: state.seats.filter((s) => s.faction === 'town').map((s) => s.id), reason: 'wolves-gone' };
      return null;
    },
  },
};

export const seats: SeatSetup[] = [
  { id: 'a', name: 'Ann', role: 'wolf', faction: 'wolves', modifiers: [], attributes: {} },
  { id: 'b', name: 'Bob', role: 'seer', faction: 'town', modifiers: [{ id: 'insane', hidden: true }], attributes: {} },
  { id: 'c', name: 'Cat', role: 'villager', faction: 'town', modifiers: [], attributes: {} },
  { id: 'd', name: 'Dan', role: 'villager', faction: 'town', modifiers: [], attributes: {} },
  { id: 'e', name: 'Eve', role: 'wolf', faction: 'wolves', modifiers: [], attributes: {} },
];

/** A tiny driver: applies accepted commands, keeps the log, and returns what decide said. */
export function newGame(settings: Record<string, string | number | boolean> = {}, seed = 'seed') {
  const game = { state: emptyState() as GameState, events: [] as KernelEvent[], now: 0 };
  const run = (command: Command) => {
    const result = decide(runtime, game.state, command, game.now);
    if (result.ok) {
      for (const e of result.events) {
        game.state = evolve(game.state, e);
        game.events.push(e);
      }
    }
    return result;
  };
  const started = run({ type: 'start-game', ruleset: 'fixture', settings: { dayLength: 5000, ...settings }, seed, seats });
  if (!started.ok) throw new Error(JSON.stringify(started.rejection));
  return { game, run };
}
