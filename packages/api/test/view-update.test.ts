import type { GameRecord, MemberRecord } from '@mafia/db';
import { assignRoles, GameDriver, type Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { describe, expect, it } from 'vitest';
import { applyUpdate } from '@mafia/view-patch';
import { ownView, viewUpdate } from '../src';

const ruleset = sandbox as unknown as Ruleset;
const game: GameRecord = { id: 'g', title: 'g', rulesetId: 'sandbox', setupId: 'classic-7', settings: {}, status: 'running', hostAccountId: 'h', seed: 's', createdAt: 0, startedAt: 0, finishedAt: null, broken: null };
const member = (seatId: string | null, role: MemberRecord['role'] = 'player'): MemberRecord => ({ id: `m-${seatId}`, gameId: 'g', accountId: `a-${seatId}`, role, seatId, signupOptions: {}, joinedAt: 0 });

function started() {
  const setup = sandbox.definition.setups[0];
  if (!setup) throw new Error('setup');
  const players = setup.seats.map((_, i) => ({ id: `s${i + 1}`, name: `P${i + 1}` }));
  return new GameDriver(sandbox, { seed: 'view-update', seats: assignRoles(sandbox, setup, players, 'view-update').seats, settings: { firstPhase: 'day' } });
}

/** The top-level part of the view each operation writes (`view.polls`, `available`, `seq`...). */
const partsOf = (update: ReturnType<typeof viewUpdate>) => (update.kind === 'patch' ? [...new Set(update.ops.map((op) => op.path.slice(0, op.path[0] === 'view' ? 2 : 1).join('.')))] : []);
/** What crosses the wire. */
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('live updates send only what changed', () => {
  it('a vote sends the ballot and the history entry, not the poll, the seats, the posts or the notices', () => {
    const driver = started();
    driver.dispatch({ type: 'post', seat: 's1', channel: 'thread', body: 'hello', id: 'p1' });
    for (const [seat, target] of [['s2', 's3'], ['s3', 's4'], ['s4', 's3']] as const) driver.dispatch({ type: 'cast-ballot', seat, poll: 'lynch', targets: [target] });
    const before = ownView(ruleset, game, member('s2'), driver.state);
    driver.dispatch({ type: 'cast-ballot', seat: 's1', poll: 'lynch', targets: ['s3'] });
    const after = ownView(ruleset, game, member('s2'), driver.state);
    const update = viewUpdate(before, after);
    expect(update.kind).toBe('patch');
    if (update.kind !== 'patch') return;
    expect(update.base).toBe(before.seq);
    expect(partsOf(update).sort()).toEqual(['seq', 'view.polls', 'view.seq']);
    // The poll's history grows by the one new entry; earlier entries are not sent again.
    const history = update.ops.find((op) => op.op === 'append' && op.path.at(-1) === 'history');
    expect(history).toMatchObject({ op: 'append', items: [expect.objectContaining({ voter: 's1' })] });
    if (history?.op === 'append') expect(history.items).toHaveLength(1);
    // Applied to the view the client holds, it gives exactly the new view.
    expect(applyUpdate(wire(before), wire(update))).toEqual(wire(after));
  });

  it('a post appends to the thread instead of sending it whole', () => {
    const driver = started();
    for (let i = 0; i < 30; i++) driver.dispatch({ type: 'post', seat: 's1', channel: 'thread', body: `post ${i}`, id: `p${i}` });
    const before = ownView(ruleset, game, member('s3'), driver.state);
    driver.dispatch({ type: 'post', seat: 's2', channel: 'thread', body: 'the newest', id: 'p-new' });
    const after = ownView(ruleset, game, member('s3'), driver.state);
    const update = viewUpdate(before, after);
    if (update.kind !== 'patch') throw new Error('expected a patch');
    expect(update.ops).toContainEqual({ op: 'append', path: ['view', 'posts'], items: [expect.objectContaining({ body: 'the newest' })] });
    expect(JSON.stringify(update)).not.toContain('post 0');
    expect(applyUpdate(wire(before), wire(update))).toEqual(wire(after));
  });

  it('subscribers with the same viewer share one computed patch', () => {
    const driver = started();
    const [a, b] = [ownView(ruleset, game, member(null, 'spectator'), driver.state), ownView(ruleset, game, { ...member(null, 'spectator'), id: 'other' }, driver.state)];
    driver.dispatch({ type: 'cast-ballot', seat: 's1', poll: 'lynch', targets: ['s3'] });
    const [a2, b2] = [ownView(ruleset, game, member(null, 'spectator'), driver.state), ownView(ruleset, game, { ...member(null, 'spectator'), id: 'other' }, driver.state)];
    const [first, second] = [viewUpdate(a, a2), viewUpdate(b, b2)];
    if (first.kind !== 'patch' || second.kind !== 'patch') throw new Error('expected patches');
    expect(second.ops[second.ops.length - 1]).toBe(first.ops[first.ops.length - 1]);
  });

  it('a whole view first, after a change of viewer, and whenever a patch does not follow on', () => {
    const driver = started();
    const spectator = ownView(ruleset, game, member(null, 'spectator'), driver.state);
    expect(viewUpdate(null, spectator).kind).toBe('full');
    const seated = ownView(ruleset, game, member('s4'), driver.state);
    expect(viewUpdate(spectator, seated).kind).toBe('full');
    driver.dispatch({ type: 'cast-ballot', seat: 's1', poll: 'lynch', targets: ['s3'] });
    const later = ownView(ruleset, game, member('s4'), driver.state);
    const patch = viewUpdate(seated, later);
    // The client holds an older view than the patch's base: it must reload, not guess.
    expect(applyUpdate({ ...seated, seq: seated.seq - 1 }, patch)).toBeNull();
    expect(applyUpdate(null, patch)).toBeNull();
    // A held view of another shape (not the one the patch was computed from) is refused too.
    expect(applyUpdate({ ...seated, view: { ...seated.view, polls: [] } as typeof seated.view }, patch)).toBeNull();
    expect(applyUpdate(wire(seated), wire(patch))).toEqual(wire(later));
  });

  it("a patch holds nothing the subscriber's own next view does not hold", () => {
    const driver = started();
    const views = [ownView(ruleset, game, member('s5'), driver.state)];
    for (const [seat, target] of [['s1', 's5'], ['s2', 's5'], ['s3', 's6']] as const) {
      driver.dispatch({ type: 'cast-ballot', seat, poll: 'lynch', targets: [target] });
      views.push(ownView(ruleset, game, member('s5'), driver.state));
    }
    for (let i = 1; i < views.length; i++) {
      const update = viewUpdate(views[i - 1] ?? null, views[i] ?? views[0]!);
      if (update.kind !== 'patch') continue;
      const next = wire(views[i]) as unknown;
      for (const op of update.ops) {
        const at = op.path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], next);
        if (op.op === 'set') expect(at).toEqual(op.value);
        if (op.op === 'append') expect((at as unknown[]).slice(-op.items.length)).toEqual(op.items);
      }
    }
  });
});
