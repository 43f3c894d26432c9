import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Hyp', 'hypnotist'] : row));

describe('Hypnotist (L37)', () => {
  it('r.1, r.2, r.8: moves on him go to the named player (per role too); r.11: he learns the visitors\' roles, not names; l.115 item 15', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Hyp', 'hypnotise', ['Red2'], { roles: [{ role: 'mafia', to: 'Blk' }] });
    g.ok('Det', 'detect', ['Hyp'], { mode: 'role' });
    g.ok('Maf1', 'shoot', ['Hyp']);
    g.morning();
    expect(g.alive('Hyp')).toBe(true);
    expect(g.alive('Blk')).toBe(false);
    expect(g.results('Det')).toContainEqual(expect.objectContaining({ kind: 'role', target: 'Red2' }));
    expect(g.results('Hyp')).toContainEqual({ kind: 'visitor-roles', roles: ['detective', 'mafia'] });
    expect(g.results('Hyp')).toContainEqual({ kind: 'hypnosis-kill', target: 'Blk' });
  });

  it('r.4: instead of redirecting he makes the visitors skip', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Hyp', 'hypnotise', [], { mode: 'skip' });
    g.ok('Maf1', 'shoot', ['Hyp']);
    g.morning();
    expect(g.dead()).toEqual([]);
  });

  it('r.6: a killer sent onto himself skips his move', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Hyp', 'hypnotise', ['Maf1']);
    g.ok('Maf1', 'shoot', ['Hyp'], { insurance: 'off' });
    g.morning();
    expect(g.dead()).toEqual([]);
  });

  it('r.5: killers are influenced on one night per game only; later they reach him', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Hyp', 'hypnotise', [], { mode: 'skip' });
    g.ok('Maf1', 'shoot', ['Hyp']);
    g.morning();
    g.night(2);
    g.ok('Hyp', 'hypnotise', [], { mode: 'skip' });
    g.ok('Man', 'shoot', ['Hyp']);
    g.morning();
    expect(g.alive('Hyp')).toBe(false);
  });

  it('r.8: per-role targets and exemptions', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Hyp', 'hypnotise', ['Red2'], { roles: [{ role: 'doctor', to: 'Doc' }], exempt: ['commissar'] });
    g.ok('Com', 'check', ['Hyp']);
    g.ok('Det', 'detect', ['Hyp'], { mode: 'track' });
    g.morning();
    // The exempted commissar's check reaches the Hypnotist, who gives "information not provided" (COM-5);
    // redirected to Red2 it would have passed.
    expect(g.lastPublic('morning.commissar')).toEqual({ outcome: 'no-info' });
    expect(g.results('Com').filter((r) => r['kind'] === 'check')).toEqual([]);
    expect(g.results('Det')).toContainEqual(expect.objectContaining({ kind: 'track', target: 'Red2' }));
  });

  it('r.3: blocked, the hypnosis fails', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Blo', 'block', ['Hyp'], { mode: 'arrest' });
    g.ok('Hyp', 'hypnotise', ['Red2']);
    g.ok('Det', 'detect', ['Hyp'], { mode: 'role' });
    g.morning();
    expect(g.results('Det')).toContainEqual(expect.objectContaining({ kind: 'role', target: 'Hyp', role: 'hypnotist' }));
  });

  it('r.7: he stays at home: a tracker sees no visit', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Hyp', 'hypnotise', ['Red2']);
    g.ok('Det', 'detect', ['Hyp'], { mode: 'track' });
    g.morning();
    expect(g.results('Det')).not.toContainEqual(expect.objectContaining({ kind: 'track', target: 'Hyp', visited: ['Red2'] }));
  });
});
