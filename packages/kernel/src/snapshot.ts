import type { Json } from './json';
import { postsFromColumns, postsToColumns } from './post-columns';
import type { GameState } from './state';
import { PersistentList } from './persistent-list';
import type { HistoryEntry } from './polls';

/**
 * The version of the state's shape and of `evolve`: a stored snapshot is only used by a kernel of
 * the same version (issue #19, "a snapshot from another version is ignored"). Bump it whenever a
 * change to `evolve`, `emptyState` or `GameState` could make a folded state differ from one read
 * back from an older snapshot; the event log stays the truth, so a bump only costs one full replay
 * per game. Version 2: the post log is stored as columns (post-columns.ts), not as post objects.
 * Version 3: seats carry granted moves (`Seat.grants`, grants.ts; issue #17).
 * Version 4: the vote after the result (`afterGame`, after-game-vote.ts; issue #18).
 */
export const KERNEL_STATE_VERSION = 4;

/** The state as plain JSON (the post log as columns, post-columns.ts), ready for `JSON.stringify`. */
export function stateToJson(state: GameState): Json {
  // Every part but the post log is plain JSON already (json.ts).
  return { ...state, posts: postsToColumns(state.posts) } as unknown as Json;
}

/** The keys a stored state must have, with the JSON type each must be. */
const SHAPE: Record<keyof GameState, 'string' | 'number' | 'object' | 'array' | 'nullable'> = {
  ruleset: 'string',
  settings: 'object',
  seed: 'string',
  rng: 'array',
  seats: 'array',
  clock: 'object',
  polls: 'array',
  intents: 'array',
  ledger: 'object',
  data: 'object',
  notices: 'array',
  posts: 'object',
  pending: 'nullable',
  result: 'nullable',
  afterGame: 'nullable',
  seq: 'number',
  counters: 'object',
};

function hasShape(value: unknown, kind: (typeof SHAPE)[keyof GameState]): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'nullable':
      return value === null || (typeof value === 'object' && !Array.isArray(value));
  }
}

/**
 * Rebuilds a state written by `stateToJson` (parsed back from JSON): the post log's columns become
 * a `PostLog` again. Null when the value is not a state's shape (a damaged or foreign snapshot):
 * the caller then replays the log instead, which is always the truth.
 */
export function stateFromJson(json: unknown): GameState | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const record = json as Record<string, unknown>;
  for (const [key, kind] of Object.entries(SHAPE)) {
    if (!hasShape(record[key], kind)) return null;
  }
  const posts = postsFromColumns(record['posts']);
  if (!posts) return null;
  // A poll's history was written as an array (its toJSON): a persistent list again.
  const polls = (record['polls'] as Array<Record<string, unknown>>).map((poll) => {
    const history = poll['history'];
    return Array.isArray(history) ? { ...poll, history: PersistentList.fromArray(history as HistoryEntry[]) } : null;
  });
  if (polls.some((p) => p === null)) return null;
  return { ...(record as unknown as GameState), posts, polls: polls as unknown as GameState['polls'] };
}
