import { withAfterGameBallot } from './after-game-vote';
import type { KernelEvent, OpenedPoll } from './events';
import { PersistentList } from './persistent-list';
import type { PollState } from './polls';
import { pollAfterBallot, pollAfterChange, pollAfterClose, pollAfterReveal, pollAfterVoters, pollAfterWithdraw } from './poll-adapter';
import { PostLog } from './post-log';
import type { GameState, Seat } from './state';

/**
 * Applies one event. Pure and total: events are facts, so evolve never validates or decides.
 * Returns a new state object; unchanged branches are shared.
 */
export function evolve(state: GameState, event: KernelEvent): GameState {
  const next = applyEvent(state, event);
  if (next === state) return { ...state, seq: state.seq + 1 };
  // Every other answer of applyEvent is a state object it has just built, held by no one yet: its
  // seq is set in place rather than copying all of its keys a second time (issue #22 "Speed").
  next.seq = state.seq + 1;
  return next;
}

/** The state before the first event. */
export function emptyState(): GameState {
  return {
    ruleset: '',
    settings: {},
    seed: '',
    rng: [0, 0, 0, 0],
    seats: [],
    clock: { phase: { kind: 'night', number: 0 }, step: '', deadline: null, startedAt: 0 },
    polls: [],
    intents: [],
    ledger: {},
    data: {},
    notices: [],
    posts: PostLog.empty,
    pending: null,
    result: null,
    afterGame: null,
    seq: 0,
    counters: { notice: 0, intent: 0 },
  };
}

/** A seat with these grants; with none the field is dropped, so a seat that never had one looks the same. */
function withGrants(seat: Seat, grants: NonNullable<Seat['grants']>): Seat {
  if (grants.length > 0) return { ...seat, grants };
  const { grants: _none, ...rest } = seat;
  return rest;
}

// updateSeat and updatePoll copy the array once and replace the matching items: a loop, not
// `map` with a closure per item (these run for every ballot and elimination, issue #22 "Speed").
function updateSeat(state: GameState, id: string, update: (seat: Seat) => Seat): GameState {
  let seats: Seat[] | null = null;
  const old = state.seats;
  for (let i = 0; i < old.length; i++) {
    const seat = old[i] as Seat;
    if (seat.id !== id) continue;
    seats ??= old.slice();
    seats[i] = update(seat);
  }
  if (seats === null) throw new Error(`event names unknown seat ${id}`);
  return { ...state, seats };
}

function updatePoll(state: GameState, id: string, update: (p: PollState) => PollState): GameState {
  let polls: PollState[] | null = null;
  const old = state.polls;
  for (let i = 0; i < old.length; i++) {
    const poll = old[i] as PollState;
    if (poll.spec.id !== id) continue;
    polls ??= old.slice();
    polls[i] = update(poll);
  }
  if (polls === null) throw new Error(`event names unknown poll ${id}`);
  return { ...state, polls };
}

/** The seat with its will replaced; an empty text withdraws it. */
function withWill(seat: Seat, text: string, at: number): Seat {
  if (text !== '') return { ...seat, will: { text, revealed: false, at } };
  const withdrawn = { ...seat };
  delete withdrawn.will;
  return withdrawn;
}

function applyEvent(state: GameState, event: KernelEvent): GameState {
  switch (event.type) {
    case 'game-created':
      return {
        ...state,
        ruleset: event.ruleset,
        settings: event.settings,
        seed: event.seed,
        rng: event.rng,
        seats: event.seats,
        clock: { ...state.clock, startedAt: event.at },
      };
    case 'step-started':
      return {
        ...state,
        clock: { phase: event.phase, step: event.step, deadline: event.deadline, startedAt: event.at },
      };
    case 'step-ended':
      return state;
    case 'deadline-set':
      return { ...state, clock: { ...state.clock, deadline: event.deadline } };
    case 'intent-submitted':
      return {
        ...state,
        intents: [...state.intents.filter((i) => i.key !== event.intent.key), event.intent],
        counters: { ...state.counters, intent: Math.max(state.counters.intent, event.intent.order) },
      };
    case 'intent-withdrawn':
      return { ...state, intents: state.intents.filter((i) => i.key !== event.key) };
    case 'intents-cleared':
      return { ...state, intents: [] };
    case 'poll-opened':
      return { ...state, polls: [...state.polls.filter((p) => p.spec.id !== event.poll.spec.id), pollOfEvent(event.poll)] };
    case 'ballot-cast':
      return updatePoll(state, event.poll, (poll) => pollAfterBallot(poll, event.ballot, event.at));
    case 'ballot-withdrawn':
      return updatePoll(state, event.poll, (poll) => pollAfterWithdraw(poll, event.voter, event.slot, event.at));
    case 'poll-voters-updated':
      return updatePoll(state, event.poll, (poll) => pollAfterVoters(poll, event.voters));
    case 'poll-closed':
      return updatePoll(state, event.poll, (poll) => pollAfterClose(poll, event.outcome));
    case 'poll-changed':
      return updatePoll(state, event.poll, (poll) => pollAfterChange(poll, event.change));
    case 'poll-revealed':
      return updatePoll(state, event.poll, (poll) => pollAfterReveal(poll));
    case 'polls-cleared':
      return { ...state, polls: [] };
    case 'seat-eliminated':
      // Object.assign: `{ ...seat, <new keys> }` key for key, without V8's slow path for a spread followed by new keys.
      return updateSeat(state, event.seat, (seat) =>
        Object.assign({}, seat, { alive: false, eliminatedIn: event.phase, eliminationCause: event.cause }, event.reveal ? { revealed: { role: seat.role, faction: seat.faction } } : undefined),
      );
    case 'seat-removed':
      return updateSeat(state, event.seat, (seat) => Object.assign({}, seat, { removed: true, eliminatedIn: event.phase, eliminationCause: event.cause }));
    case 'seat-revived':
      return updateSeat(state, event.seat, (seat) => ({ ...seat, alive: true }));
    case 'status-added':
      return updateSeat(state, event.seat, (seat) => ({
        ...seat,
        statuses: [...seat.statuses.filter((s) => s.id !== event.status.id), event.status],
      }));
    case 'status-removed':
      return updateSeat(state, event.seat, (seat) => ({
        ...seat,
        statuses: seat.statuses.filter((s) => s.id !== event.status),
      }));
    case 'grant-added':
      return updateSeat(state, event.seat, (seat) => ({ ...seat, grants: [...(seat.grants ?? []).filter((g) => g.id !== event.grant.id), event.grant] }));
    case 'grant-removed':
      return updateSeat(state, event.seat, (seat) => withGrants(seat, (seat.grants ?? []).filter((g) => g.id !== event.grant)));
    case 'grant-used':
      return updateSeat(state, event.seat, (seat) =>
        withGrants(
          seat,
          (seat.grants ?? []).flatMap((g) => (g.id !== event.grant || g.uses === undefined ? [g] : g.uses > 1 ? [{ ...g, uses: g.uses - 1 }] : [])),
        ),
      );
    case 'role-changed':
      return updateSeat(state, event.seat, (seat) => ({ ...seat, role: event.role }));
    case 'faction-changed':
      return updateSeat(state, event.seat, (seat) => ({ ...seat, faction: event.faction }));
    case 'modifier-changed':
      return updateSeat(state, event.seat, (seat) => {
        const others = seat.modifiers.filter((m) => m.id !== event.id);
        return { ...seat, modifiers: event.modifier ? [...others, event.modifier] : others };
      });
    case 'attribute-set':
      return updateSeat(state, event.seat, (seat) => ({
        ...seat,
        attributes: { ...seat.attributes, [event.key]: event.value },
      }));
    case 'player-replaced':
      // The seat keeps its will: a replacement inherits everything the seat knew (kernel README, "Wills").
      return updateSeat(state, event.seat, (seat) => ({ ...seat, name: event.name }));
    case 'will-written':
    case 'will-edited':
      return updateSeat(state, event.seat, (seat) => withWill(seat, event.text, event.at));
    case 'will-revealed':
      return updateSeat(state, event.seat, (seat) => (seat.will ? { ...seat, will: { ...seat.will, revealed: true } } : seat));
    case 'last-action-opened':
      return updateSeat(state, event.seat, (seat) => ({ ...seat, lastAction: event.window }));
    case 'last-action-closed':
      return updateSeat(state, event.seat, (seat) => {
        const closed = { ...seat };
        delete closed.lastAction;
        return closed;
      });
    case 'ledger-changed':
      return { ...state, ledger: { ...state.ledger, [event.key]: (state.ledger[event.key] ?? 0) + event.delta } };
    case 'data-set':
      return { ...state, data: { ...state.data, [event.key]: { value: event.value, audience: event.audience } } };
    case 'notice-sent': {
      const id = state.counters.notice + 1;
      return {
        ...state,
        notices: [...state.notices, Object.assign({}, event.notice, { id })],
        counters: { ...state.counters, notice: id },
      };
    }
    case 'posted':
      return { ...state, posts: state.posts.append(event.post) };
    case 'post-edited':
      return {
        ...state,
        posts: state.posts.edit(event.id, (p) => ({ ...p, body: event.body, editedAt: event.at, flags: [...new Set([...p.flags, ...event.flags])] })),
      };
    case 'resolution-pending':
      return { ...state, pending: event.pending };
    case 'resolution-published':
      return { ...state, pending: null };
    case 'rng-advanced':
      return { ...state, rng: event.rng };
    case 'game-ended':
      return { ...state, result: event.result };
    case 'after-game-ballot':
      return withAfterGameBallot(state, event.id, event.voter, event.names);
    case 'after-game-vote-closed':
      return { ...state, afterGame: { ...(state.afterGame ?? { id: event.id, ballots: [] }), closed: event.result } };
  }
}

/** State is `replay(events)`: the fold that crash resume, audit and re-resolution rely on. */
export function replay(events: readonly KernelEvent[], from: GameState = emptyState()): GameState {
  let state = from;
  for (const event of events) state = evolve(state, event);
  return state;
}

/** The state's poll from a `poll-opened` event: its history as a persistent list (the log's JSON holds an array). */
function pollOfEvent(poll: OpenedPoll): PollState {
  const { history } = poll;
  return { ...poll, history: history instanceof PersistentList ? history : PersistentList.fromArray([...history]) };
}
