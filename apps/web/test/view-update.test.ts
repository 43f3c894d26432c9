import { describe, expect, it } from 'vitest';
import { applyViewUpdate, type ViewUpdate } from '../src/lib/view-update';
import type { OwnView } from '../src/trpc';

const view = (seq: number, polls: unknown[], posts: unknown[]) =>
  ({ seq, status: 'running', memberRole: 'player', viewer: { kind: 'seat', seat: 's1' }, available: [], view: { seq, polls, posts, seats: [] } }) as unknown as OwnView;

describe('applying live updates', () => {
  const held = view(7, [{ id: 'lynch', ballots: [] }], [{ id: 'p1' }]);

  it('a patch replaces only the parts it carries', () => {
    const patch = { kind: 'patch', base: 7, seq: 8, status: 'running', memberRole: 'player', viewer: { kind: 'seat', seat: 's1' }, available: [], view: { seq: 8, polls: [{ id: 'lynch', ballots: [1] }] } } as unknown as ViewUpdate;
    const next = applyViewUpdate(held, patch);
    expect(next?.seq).toBe(8);
    expect(next?.view?.polls).toEqual([{ id: 'lynch', ballots: [1] }]);
    expect(next?.view?.posts).toBe(held.view?.posts);
  });

  it('a whole view replaces the held one; a patch from another base asks for a reload', () => {
    const whole = { kind: 'full', ...view(9, [], []) } as ViewUpdate;
    expect(applyViewUpdate(held, whole)).toEqual(view(9, [], []));
    const stale = { kind: 'patch', base: 6, seq: 8, status: 'running', memberRole: 'player', viewer: { kind: 'seat', seat: 's1' }, available: [], view: {} } as unknown as ViewUpdate;
    expect(applyViewUpdate(held, stale)).toBeNull();
    expect(applyViewUpdate(undefined, stale)).toBeNull();
  });
});
