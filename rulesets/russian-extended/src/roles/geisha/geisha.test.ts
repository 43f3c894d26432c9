import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the werewolf slot held by the Geisha (part 2 §4.7). */
const TABLE: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) => (name === 'Blk' ? ['Gei', role, 'geisha'] : [name, role, negative]));

const pms = (g: Game, seat: string, key: string) => g.state.notices.filter((n) => n.key === key && n.audience.to === 'seat' && n.audience.seat === seat);

describe('Geisha (part 2 §4.7, l.54)', () => {
  it('r.2: the client\'s own later move fails, but not his negative move; r.6, r.10: the PMs', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Gei', 'entertain', ['Maf1']);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.results('Gei')).toContainEqual({ kind: 'client-role', target: 'Maf1', role: 'citizen' });
    expect(g.results('Maf1')).toContainEqual({ kind: 'company' });
  });

  it('r.2: a later move on her client fails (the doctor), a negative move on him does not (the mafia)', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Gei', 'entertain', ['Red1']);
    g.ok('Doc', 'heal', ['Red1']);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(pms(g, 'Doc', 'pm.move-failed')).toHaveLength(1);
  });

  it('r.3: killed with a red client, both die', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Gei', 'entertain', ['Red2']);
    g.ok('Maf1', 'shoot', ['Gei']);
    g.morning();
    expect(g.dead().sort()).toEqual(['Gei', 'Red2']);
  });

  it('r.11: herself, not two nights running; only the geisha entertains', () => {
    const g = new Game(TABLE);
    g.night(1);
    expect(g.act('Maf1', 'entertain', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'no-such-negative-move' } });
    g.ok('Gei', 'entertain', ['Gei']);
    g.ok('Maf1', 'shoot', ['Inv']);
    g.night(2);
    expect(g.act('Gei', 'entertain', ['Gei'])).toMatchObject({ ok: false, rejection: { code: 'self-twice' } });
    expect(g.act('Gei', 'entertain', ['Red1']).ok).toBe(true);
  });

  it('N-GEI.1: only a geisha holding the prostitute role takes two; N-GEI.2: killed with two reds, she takes one of them along', () => {
    const g = new Game(TABLE);
    g.night(1);
    expect(g.act('Gei', 'entertain', ['Red1', 'Red2'])).toMatchObject({ ok: false, rejection: { code: 'wrong-target-count' } });
    const p = new Game(TABLE.map(([name, role, negative]) => (name === 'Gei' ? [name, 'prostitute', negative] : [name, role, negative])));
    p.night(1);
    p.ok('Gei', 'entertain', ['Red1', 'Red2']);
    p.ok('Maf1', 'shoot', ['Gei']);
    p.morning();
    expect(p.dead()).toContain('Gei');
    expect(p.dead()).toHaveLength(2);
    const survivor = ['Red1', 'Red2'].find((seat) => p.alive(seat));
    expect(survivor).toBeDefined();
    expect(p.results(survivor as string)).toContainEqual({ kind: 'company' });
  });

  it('r.8: her move fails on a Homeless who made a move, with a PM (l.115 item 3)', () => {
    const g = new Game(TABLE.map(([name, role, negative]) => (name === 'Red1' ? ['Hom', 'homeless'] : [name, role, negative])));
    g.night(1);
    g.ok('Hom', 'watch', ['Red2']);
    g.ok('Gei', 'entertain', ['Hom']);
    g.morning();
    expect(pms(g, 'Gei', 'pm.move-failed')).toHaveLength(1);
    expect(g.results('Hom')).not.toContainEqual({ kind: 'company' });
  });
});
