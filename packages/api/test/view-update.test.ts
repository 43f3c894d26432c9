import type { GameRecord, MemberRecord } from '@mafia/db';
import { assignRoles, GameDriver, type Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { describe, expect, it } from 'vitest';
import { applyViewUpdate, ownView, viewUpdate } from '../src';

const ruleset = sandbox as unknown as Ruleset;
const game: GameRecord = { id: 'g', title: 'g', rulesetId: 'sandbox', setupId: 'classic-7', settings: {}, status: 'running', hostAccountId: 'h', seed: 's', createdAt: 0, startedAt: 0, finishedAt: null };
const member = (seatId: string | null, role: MemberRecord['role'] = 'player'): MemberRecord => ({ id: `m-${seatId}`, gameId: 'g', accountId: `a-${seatId}`, role, seatId, signupOptions: {}, joinedAt: 0 });

function started() {
  const setup = sandbox.definition.setups[0];
  if (!setup) throw new Error('setup');
  const players = setup.seats.map((_, i) => ({ id: `s${i + 1}`, name: `P${i + 1}` }));
  return new GameDriver(sandbox, { seed: 'view-update', seats: assignRoles(sandbox, setup, players, 'view-update').seats, settings: { firstPhase: 'day' } });
}

describe('live updates send only the parts of a view that changed', () => {
  it('a vote sends the polls (and the small always-new parts), not the seats, posts or notices', () => {
    const driver = started();
    driver.dispatch({ type: 'post', seat: 's1', channel: 'thread', body: 'hello', id: 'p1' });
    const before = ownView(ruleset, game, member('s2'), driver.state);
    driver.dispatch({ type: 'cast-ballot', seat: 's1', poll: 'lynch', targets: ['s3'] });
    const after = ownView(ruleset, game, member('s2'), driver.state);
    const update = viewUpdate(before, after);
    expect(update.kind).toBe('patch');
    if (update.kind !== 'patch') return;
    expect(update.base).toBe(before.seq);
    expect(Object.keys(update.view)).toContain('polls');
    expect(Object.keys(update.view)).not.toContain('seats');
    expect(Object.keys(update.view)).not.toContain('posts');
    expect(Object.keys(update.view)).not.toContain('notices');
    // Applied to the view the client holds, it gives exactly the new view.
    expect(applyViewUpdate(before, JSON.parse(JSON.stringify(update)))).toEqual(JSON.parse(JSON.stringify(after)));
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
    expect(applyViewUpdate({ ...seated, seq: seated.seq - 1 }, patch)).toBeNull();
    expect(applyViewUpdate(null, patch)).toBeNull();
    expect(applyViewUpdate(seated, patch)).toEqual(later);
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
      for (const [key, value] of Object.entries(update.view)) expect((views[i]?.view as unknown as Record<string, unknown>)[key]).toEqual(value);
    }
  });
});
