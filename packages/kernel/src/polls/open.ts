import type { PollSpec, PollState } from './types';
import { ABSTAIN, NONE } from './types';
import { slotsOf } from './spec';
import { PersistentList } from '../persistent-list';

/** Throws on the first id listed twice. Pairwise for a table's few ids (no set to build: a poll opens every day, issue #22). */
const assertUnique = <T>(what: string, items: readonly T[], idOf: (item: T) => string): void => {
  if (items.length > 64) {
    const seen = new Set<string>();
    for (const item of items) {
      const id = idOf(item);
      if (seen.has(id)) throw new Error(`poll spec: duplicate ${what} "${id}"`);
      seen.add(id);
    }
    return;
  }
  for (let i = 1; i < items.length; i++) {
    const id = idOf(items[i] as T);
    for (let j = 0; j < i; j++) if (idOf(items[j] as T) === id) throw new Error(`poll spec: duplicate ${what} "${id}"`);
  }
};

/** Opens a poll. A malformed spec is a ruleset bug, so it throws. */
export const openPoll = (spec: PollSpec): PollState => {
  assertUnique('option', spec.options, (o) => o.id);
  assertUnique('voter', spec.voters, (v) => v.seat);
  assertUnique('slot', slotsOf(spec), (s) => s.id);
  for (const reserved of [NONE, ABSTAIN]) {
    for (const o of spec.options) if (o.id === reserved) throw new Error(`poll spec: option id "${reserved}" is reserved`);
  }
  if (slotsOf(spec).length === 0) throw new Error('poll spec: no slots');
  return { id: spec.id, spec, status: 'open', ballots: [], history: PersistentList.empty(), locked: null, revealed: false };
};

/**
 * A copy of a poll, key by key in `openPoll`'s order (every poll state has these seven keys): the
 * functions that change a poll set the changed parts on the copy, which no one holds yet. Not
 * `{ ...poll, ballots }`: in the ballot path V8 took its slow path for that spread, about 0.9 µs a
 * ballot against 0.03 µs for the literal (issue #22 "Speed").
 */
export const copyPoll = (poll: PollState): PollState => ({
  id: poll.id,
  spec: poll.spec,
  status: poll.status,
  ballots: poll.ballots,
  history: poll.history,
  locked: poll.locked,
  revealed: poll.revealed,
});
