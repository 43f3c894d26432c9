import { describe, expect, it } from 'vitest';
import { applyUpdate } from '@mafia/view-patch';
import type { ViewUpdate } from '../src/lib/view-update';
import type { OwnView } from '../src/trpc';

const view = (seq: number, polls: unknown[], posts: unknown[]) =>
  ({ seq, status: 'running', memberRole: 'player', viewer: { kind: 'seat', seat: 's1' }, available: [], view: { seq, polls, posts, seats: [] } }) as unknown as OwnView;

describe('applying live updates', () => {
  const held = view(7, [{ id: 'lynch', ballots: [], history: [{ voter: 's2' }] }], [{ id: 'p1' }]);

  it('a patch changes only what it names, and the rest stays the same objects', () => {
    const patch: ViewUpdate = {
      kind: 'patch',
      base: 7,
      seq: 8,
      ops: [
        { op: 'set', path: ['seq'], value: 8 },
        { op: 'set', path: ['view', 'seq'], value: 8 },
        { op: 'append', path: ['view', 'polls', 0, 'ballots'], items: [{ voter: 's1' }] },
        { op: 'append', path: ['view', 'polls', 0, 'history'], items: [{ voter: 's1' }] },
      ],
    };
    const next = applyUpdate(held, patch);
    expect(next?.seq).toBe(8);
    expect(next?.view?.polls).toEqual([{ id: 'lynch', ballots: [{ voter: 's1' }], history: [{ voter: 's2' }, { voter: 's1' }] }]);
    expect(next?.view?.posts).toBe(held.view?.posts);
    expect(next?.view?.seats).toBe(held.view?.seats);
    // The held view is left as it was (the query cache may still render it).
    expect(held.view?.polls).toEqual([{ id: 'lynch', ballots: [], history: [{ voter: 's2' }] }]);
  });

  it('a whole view replaces the held one; a patch from another base, or one that does not fit, asks for a reload', () => {
    const whole = { kind: 'full', ...view(9, [], []) } as ViewUpdate;
    expect(applyUpdate(held, whole)).toEqual(view(9, [], []));
    const stale: ViewUpdate = { kind: 'patch', base: 6, seq: 8, ops: [] };
    expect(applyUpdate(held, stale)).toBeNull();
    expect(applyUpdate(undefined, stale)).toBeNull();
    const misfit: ViewUpdate = { kind: 'patch', base: 7, seq: 8, ops: [{ op: 'append', path: ['view', 'polls', 3, 'history'], items: [1] }] };
    expect(applyUpdate(held, misfit)).toBeNull();
  });
});
