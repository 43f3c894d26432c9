import { describe, expect, it } from 'vitest';
import { Game, table } from '../../../test/helpers';

describe('Court Secretary', () => {
  it('is told 25% of the ballots, rounded down, each secretary drawn independently', () => {
    const g = new Game(table({ A1: 'court-secretary', B1: 'court-secretary' }));
    g.end();
    g.fillVotes();
    g.end();
    const a = g.results('A1');
    const b = g.results('B1');
    // 24 players, 48 ballots: 12 each.
    expect(a).toHaveLength(1);
    expect((a[0]?.['ballots'] as unknown[]).length).toBe(12);
    expect((b[0]?.['ballots'] as unknown[]).length).toBe(12);
    expect(a[0]?.['ballots']).not.toEqual(b[0]?.['ballots']);
  });

  it('ballots stay secret for everyone else: only counts are public', () => {
    const g = new Game(table({ A1: 'court-secretary' }));
    g.end();
    g.fillVotes();
    g.end();
    expect(g.results('A2')).toEqual([]);
    expect(g.publicKeys()).toContain('notices.vote-counts');
  });
});
