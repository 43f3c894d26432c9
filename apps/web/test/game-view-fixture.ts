import type { GameView } from '@mafia/kernel';

/** A seat's view of a running day 1 with nothing in it yet, for component and lib tests; `over` replaces fields. */
export function seatGameView(over: Partial<GameView> = {}): GameView {
  return {
    viewer: { kind: 'seat', seat: 'ann' },
    ruleset: 'sandbox',
    settings: {},
    clock: { phase: { kind: 'day', number: 1 }, step: 'day', deadline: null },
    seats: [{ id: 'ann', name: 'Ann', alive: true, removed: false, statuses: [] }],
    intents: [],
    polls: [],
    notices: [],
    posts: [],
    data: {},
    pending: null,
    ledger: null,
    result: null,
    seq: 1,
    ...over,
  } as unknown as GameView;
}
