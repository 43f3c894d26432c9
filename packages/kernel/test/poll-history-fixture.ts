import {
  decide,
  emptyState,
  evolve,
  openPoll,
  runoffSpec,
  tallyPoll,
  updateExclusions,
  type Command,
  type GameState,
  type HookContext,
  type KernelEvent,
  type PollOutcome,
  type RulesetRuntime,
  type SeatSetup,
} from '../src';

/**
 * A hand-written runtime for the vote history: each day a public lynch (plurality, `live`) and a
 * secret council question (`hidden`), then a runoff step that opens a revote among the tied
 * (russian-extended-4 T-1 recipe), nights with nothing to do. Before the lynch closes it is
 * opened again with a voter excluded (the seed 002 court poll is updated the same way).
 */
const living = (ctx: HookContext) => ctx.state.seats.filter((s) => s.alive);

function close(ctx: HookContext, id: string, eliminates: boolean): PollOutcome | null {
  const poll = ctx.state.polls.find((p) => p.spec.id === id && p.status === 'open');
  if (!poll) return null;
  const { outcome } = tallyPoll(poll);
  ctx.emit({ type: 'poll-closed', poll: id, outcome });
  if (eliminates && outcome.kind === 'selected') for (const o of outcome.options) ctx.eliminate(o, 'lynched');
  return outcome;
}

export const historyRuntime: RulesetRuntime = {
  id: 'history-fixture',
  cycle: {
    first: 'day',
    day: { steps: [{ id: 'vote' }, { id: 'runoff' }] },
    night: { steps: [{ id: 'sleep' }] },
    last: { kind: 'day', number: 3 },
  },
  factions: { town: { id: 'town', knowsMembers: false, chat: false } },
  roles: { villager: { id: 'villager', faction: 'town', abilities: [] } },
  deadPolicy: 'public-only',
  hooks: {
    stepStarted(ctx) {
      const { phase, step } = ctx.state.clock;
      if (phase.kind !== 'day') return;
      const seats = living(ctx).map((s) => s.id);
      if (step === 'vote') {
        ctx.emit(
          {
            type: 'poll-opened',
            poll: openPoll({
              id: 'lynch',
              voters: seats.map((seat) => ({ seat })),
              options: seats.map((seat) => ({ id: seat, seat })),
              slots: [{ id: 'main' }],
              visibility: 'live',
              tally: { kind: 'plurality' },
            }),
          },
          {
            type: 'poll-opened',
            poll: openPoll({
              id: 'council',
              voters: seats.map((seat) => ({ seat })),
              options: [{ id: 'yes' }, { id: 'no' }],
              slots: [{ id: 'main' }],
              visibility: 'hidden',
              tally: { kind: 'plurality' },
            }),
          },
        );
        return;
      }
      const lynch = ctx.state.polls.find((p) => p.spec.id === 'lynch');
      const outcome = lynch ? tallyPoll(lynch).outcome : null;
      if (lynch && outcome?.kind === 'tie') {
        ctx.emit({ type: 'poll-opened', poll: openPoll(runoffSpec(lynch.spec, outcome, { id: 'lynch-runoff' })) });
      }
    },
    stepEnding(ctx) {
      const { phase, step } = ctx.state.clock;
      if (phase.kind !== 'day') return;
      if (step === 'vote') {
        const lynch = ctx.state.polls.find((p) => p.spec.id === 'lynch');
        // The last living seat in option order is "jailed": its ballot stops counting.
        const jailed = living(ctx).at(-1)?.id;
        if (lynch && jailed) ctx.emit({ type: 'poll-opened', poll: updateExclusions(lynch, { voters: [jailed] }) });
        const outcome = close(ctx, 'lynch', true);
        close(ctx, 'council', false);
        if (outcome?.kind === 'tie') return;
      }
      if (step === 'runoff') close(ctx, 'lynch-runoff', true);
    },
    checkWin(_state, moment) {
      return moment === 'final' ? { factions: [], seats: [], reason: 'time-up' } : null;
    },
  },
};

export const historySeats: SeatSetup[] = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({
  id,
  name: id.toUpperCase(),
  role: 'villager',
  faction: 'town',
  modifiers: [],
  attributes: {},
}));

/** Plays commands at chosen times and keeps every state, so tests can compare with live views. */
export function historyGame() {
  const game = { states: [emptyState()] as GameState[], events: [] as KernelEvent[], now: 0 };
  const state = () => game.states[game.states.length - 1] as GameState;
  const run = (command: Command, at = game.now) => {
    game.now = at;
    const result = decide(historyRuntime, state(), command, at);
    if (!result.ok) throw new Error(`${command.type} refused: ${JSON.stringify(result.rejection)}`);
    for (const e of result.events) {
      game.states.push(evolve(state(), e));
      game.events.push(e);
    }
  };
  const vote = (seat: string, poll: string, target: string, at: number) => run({ type: 'cast-ballot', seat, poll, targets: [target] }, at);
  run({ type: 'start-game', ruleset: 'history-fixture', settings: {}, seed: 'history', seats: historySeats });
  return { game, state, run, vote };
}

/**
 * Day 1: the lynch ties c and d (2-2), the council is split, the runoff among the others puts c
 * out; night 1; day 2: d is lynched outright, with a change of mind at 21 000 and f jailed.
 */
export function playTwoDays() {
  const g = historyGame();
  const { vote, run } = g;
  vote('a', 'lynch', 'c', 1_000);
  vote('b', 'lynch', 'd', 2_000);
  vote('c', 'lynch', 'd', 3_000);
  vote('d', 'lynch', 'c', 4_000);
  vote('a', 'council', 'yes', 4_500);
  vote('b', 'council', 'no', 4_600);
  vote('c', 'council', 'yes', 4_700);
  run({ type: 'close-step' }, 5_000);
  vote('a', 'lynch-runoff', 'c', 6_000);
  vote('b', 'lynch-runoff', 'c', 7_000);
  vote('e', 'lynch-runoff', 'd', 8_000);
  run({ type: 'close-step' }, 9_000);
  run({ type: 'close-step' }, 10_000);
  vote('a', 'lynch', 'd', 20_000);
  vote('b', 'lynch', 'a', 20_500);
  vote('b', 'lynch', 'd', 21_000);
  vote('d', 'lynch', 'a', 22_000);
  vote('f', 'lynch', 'a', 22_500);
  vote('d', 'council', 'no', 23_000);
  return g;
}
