import { withAfterGameBallot } from './after-game-vote';
import type { KernelEvent, OpenedPoll } from './events';
import { PersistentList } from './persistent-list';
import type { PollState } from './polls';
import { pollAfterBallot, pollAfterChange, pollAfterClose, pollAfterReveal, pollAfterVoters, pollAfterWithdraw } from './poll-adapter';
import { PostLog } from './post-log';
import type { GameState, Notice, Seat } from './state';

/**
 * Applies one event. Pure and total: events are facts, so evolve never validates or decides.
 * Returns a new state object; unchanged branches are shared.
 */
export function evolve(state: GameState, event: KernelEvent): GameState {
  const next = copyState(state);
  applyEvent(next, state, event);
  return next;
}

/**
 * The new state of one event before its changes: the same parts, the next seq. Written out key by
 * key in `emptyState`'s order, because in the fold a spread of a game state (`{ ...state, polls }`)
 * took V8's slow path, about 0.5 µs an event against 0.03 µs for the literal (issue #22 "Speed").
 * `applyEvent` then sets the parts the event changes on this object, which no one holds before
 * `evolve` returns it; every other object of the old state is shared, never changed.
 */
function copyState(s: GameState): GameState {
  return {
    ruleset: s.ruleset,
    settings: s.settings,
    seed: s.seed,
    rng: s.rng,
    seats: s.seats,
    clock: s.clock,
    polls: s.polls,
    intents: s.intents,
    ledger: s.ledger,
    data: s.data,
    notices: s.notices,
    posts: s.posts,
    pending: s.pending,
    result: s.result,
    afterGame: s.afterGame,
    seq: s.seq + 1,
    counters: s.counters,
  };
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

// seatsWith and pollsWith copy the array once and replace the matching items: a loop, not `map`
// with a closure per item (these run for every ballot and elimination, issue #22 "Speed"). A seat
// the update hands back unchanged (a will revealed where there is none) keeps the old array.
function seatsWith(state: GameState, id: string, update: (seat: Seat) => Seat): Seat[] {
  let seats: Seat[] | null = null;
  let found = false;
  const old = state.seats;
  for (let i = 0; i < old.length; i++) {
    const seat = old[i] as Seat;
    if (seat.id !== id) continue;
    found = true;
    const updated = update(seat);
    if (updated === seat) continue;
    seats ??= old.slice();
    seats[i] = updated;
  }
  if (!found) throw new Error(`event names unknown seat ${id}`);
  return seats ?? old;
}

function pollsWith(state: GameState, id: string, update: (p: PollState) => PollState): PollState[] {
  let polls: PollState[] | null = null;
  const old = state.polls;
  for (let i = 0; i < old.length; i++) {
    const poll = old[i] as PollState;
    if (poll.spec.id !== id) continue;
    polls ??= old.slice();
    polls[i] = update(poll);
  }
  if (polls === null) throw new Error(`event names unknown poll ${id}`);
  return polls;
}

/** The seat with its will replaced; an empty text withdraws it. */
function withWill(seat: Seat, text: string, at: number): Seat {
  if (text !== '') return { ...seat, will: { text, revealed: false, at } };
  const withdrawn = { ...seat };
  delete withdrawn.will;
  return withdrawn;
}

/** Sets on `next` (copyState of `state`) the parts `event` changes; reads the old parts from `state`. */
function applyEvent(next: GameState, state: GameState, event: KernelEvent): void {
  switch (event.type) {
    case 'game-created':
      next.ruleset = event.ruleset;
      next.settings = event.settings;
      next.seed = event.seed;
      next.rng = event.rng;
      next.seats = event.seats;
      next.clock = { ...state.clock, startedAt: event.at };
      return;
    case 'step-started':
      next.clock = { phase: event.phase, step: event.step, deadline: event.deadline, startedAt: event.at };
      return;
    case 'step-ended':
      return;
    case 'deadline-set':
      next.clock = { ...state.clock, deadline: event.deadline };
      return;
    case 'intent-submitted':
      next.intents = [...state.intents.filter((i) => i.key !== event.intent.key), event.intent];
      // The counters written out, as in emptyState (a spread of them took V8's slow path too).
      next.counters = { notice: state.counters.notice, intent: Math.max(state.counters.intent, event.intent.order) };
      return;
    case 'intent-withdrawn':
      next.intents = state.intents.filter((i) => i.key !== event.key);
      return;
    case 'intents-cleared':
      next.intents = [];
      return;
    case 'poll-opened':
      next.polls = [...state.polls.filter((p) => p.spec.id !== event.poll.spec.id), pollOfEvent(event.poll)];
      return;
    case 'ballot-cast':
      next.polls = pollsWith(state, event.poll, (poll) => pollAfterBallot(poll, event.ballot, event.at));
      return;
    case 'ballot-withdrawn':
      next.polls = pollsWith(state, event.poll, (poll) => pollAfterWithdraw(poll, event.voter, event.slot, event.at));
      return;
    case 'poll-voters-updated':
      next.polls = pollsWith(state, event.poll, (poll) => pollAfterVoters(poll, event.voters));
      return;
    case 'poll-closed':
      next.polls = pollsWith(state, event.poll, (poll) => pollAfterClose(poll, event.outcome));
      return;
    case 'poll-changed':
      next.polls = pollsWith(state, event.poll, (poll) => pollAfterChange(poll, event.change));
      return;
    case 'poll-revealed':
      next.polls = pollsWith(state, event.poll, (poll) => pollAfterReveal(poll));
      return;
    case 'polls-cleared':
      next.polls = [];
      return;
    case 'seat-eliminated':
      // Object.assign: `{ ...seat, <new keys> }` key for key, without V8's slow path for a spread followed by new keys.
      next.seats = seatsWith(state, event.seat, (seat) =>
        Object.assign({}, seat, { alive: false, eliminatedIn: event.phase, eliminationCause: event.cause }, event.reveal ? { revealed: { role: seat.role, faction: seat.faction } } : undefined),
      );
      return;
    case 'seat-removed':
      next.seats = seatsWith(state, event.seat, (seat) => Object.assign({}, seat, { removed: true, eliminatedIn: event.phase, eliminationCause: event.cause }));
      return;
    case 'seat-revived':
      next.seats = seatsWith(state, event.seat, (seat) => ({ ...seat, alive: true }));
      return;
    case 'status-added':
      next.seats = seatsWith(state, event.seat, (seat) => ({
        ...seat,
        statuses: [...seat.statuses.filter((s) => s.id !== event.status.id), event.status],
      }));
      return;
    case 'status-removed':
      next.seats = seatsWith(state, event.seat, (seat) => ({
        ...seat,
        statuses: seat.statuses.filter((s) => s.id !== event.status),
      }));
      return;
    case 'grant-added':
      next.seats = seatsWith(state, event.seat, (seat) => ({ ...seat, grants: [...(seat.grants ?? []).filter((g) => g.id !== event.grant.id), event.grant] }));
      return;
    case 'grant-removed':
      next.seats = seatsWith(state, event.seat, (seat) => withGrants(seat, (seat.grants ?? []).filter((g) => g.id !== event.grant)));
      return;
    case 'grant-used':
      next.seats = seatsWith(state, event.seat, (seat) =>
        withGrants(
          seat,
          (seat.grants ?? []).flatMap((g) => (g.id !== event.grant || g.uses === undefined ? [g] : g.uses > 1 ? [{ ...g, uses: g.uses - 1 }] : [])),
        ),
      );
      return;
    case 'role-changed':
      next.seats = seatsWith(state, event.seat, (seat) => ({ ...seat, role: event.role }));
      return;
    case 'faction-changed':
      next.seats = seatsWith(state, event.seat, (seat) => ({ ...seat, faction: event.faction }));
      return;
    case 'modifier-changed':
      next.seats = seatsWith(state, event.seat, (seat) => {
        const others = seat.modifiers.filter((m) => m.id !== event.id);
        return { ...seat, modifiers: event.modifier ? [...others, event.modifier] : others };
      });
      return;
    case 'attribute-set':
      next.seats = seatsWith(state, event.seat, (seat) => ({
        ...seat,
        attributes: { ...seat.attributes, [event.key]: event.value },
      }));
      return;
    case 'player-replaced':
      // The seat keeps its will: a replacement inherits everything the seat knew (kernel README, "Wills").
      next.seats = seatsWith(state, event.seat, (seat) => ({ ...seat, name: event.name }));
      return;
    case 'will-written':
    case 'will-edited':
      next.seats = seatsWith(state, event.seat, (seat) => withWill(seat, event.text, event.at));
      return;
    case 'will-revealed':
      next.seats = seatsWith(state, event.seat, (seat) => (seat.will ? { ...seat, will: { ...seat.will, revealed: true } } : seat));
      return;
    case 'last-action-opened':
      next.seats = seatsWith(state, event.seat, (seat) => ({ ...seat, lastAction: event.window }));
      return;
    case 'last-action-closed':
      next.seats = seatsWith(state, event.seat, (seat) => {
        const closed = { ...seat };
        delete closed.lastAction;
        return closed;
      });
      return;
    case 'ledger-changed':
      next.ledger = { ...state.ledger, [event.key]: (state.ledger[event.key] ?? 0) + event.delta };
      return;
    case 'data-set':
      next.data = { ...state.data, [event.key]: { value: event.value, audience: event.audience } };
      return;
    case 'notice-sent': {
      const id = state.counters.notice + 1;
      next.notices = [...state.notices, noticeWithId(event.notice, id)];
      next.counters = { notice: id, intent: state.counters.intent };
      return;
    }
    case 'posted':
      next.posts = state.posts.append(event.post);
      return;
    case 'post-edited':
      next.posts = state.posts.edit(event.id, (p) => ({ ...p, body: event.body, editedAt: event.at, flags: [...new Set([...p.flags, ...event.flags])] }));
      return;
    case 'resolution-pending':
      next.pending = event.pending;
      return;
    case 'resolution-published':
      next.pending = null;
      return;
    case 'rng-advanced':
      next.rng = event.rng;
      return;
    case 'game-ended':
      next.result = event.result;
      return;
    case 'after-game-ballot':
      next.afterGame = withAfterGameBallot(state, event.id, event.voter, event.names).afterGame;
      return;
    case 'after-game-vote-closed':
      next.afterGame = { ...(state.afterGame ?? { id: event.id, ballots: [] }), closed: event.result };
      return;
  }
}

/**
 * The notice with its id: `{ ...notice, id }` key by key, in the order the Draft sends a notice's
 * keys (`result` only when the notice has one). Written out because a spread followed by a new
 * key, and Object.assign, cost about 1 µs a notice in the fold (issue #22 "Speed").
 */
function noticeWithId(n: Omit<Notice, 'id'>, id: number): Notice {
  return n.result === undefined
    ? { phase: n.phase, audience: n.audience, key: n.key, params: n.params, id }
    : { phase: n.phase, audience: n.audience, key: n.key, params: n.params, result: n.result, id };
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
  // Written out in openPoll's key order, as copyPoll (polls/open.ts) says why.
  return {
    id: poll.id,
    spec: poll.spec,
    status: poll.status,
    ballots: poll.ballots,
    history: history instanceof PersistentList ? history : PersistentList.fromArray([...history]),
    locked: poll.locked,
    revealed: poll.revealed,
  };
}
