import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with Red1 as the Immortal. */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Imm', 'immortal'] : [name, role, negative]));

describe('Immortal (L19)', () => {
  it('IMM-1, IMM-7: one attack is survived on the spare life, learnt by PM; the next one kills', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Imm'], { insurance: 'off' });
    g.morning();
    expect(g.dead()).toEqual([]);
    expect(g.results('Imm')).toContainEqual({ kind: 'life-spent', attacked: ['Imm'] });
    g.night(2);
    g.ok('Man', 'shoot', ['Imm']);
    g.morning();
    expect(g.dead()).toEqual(['Imm']);
  });

  it('IMM-3 (reading IMM A1): healed, he spends nothing', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Imm'], { insurance: 'off' });
    g.ok('Doc', 'heal', ['Imm']);
    g.morning();
    expect(g.results('Imm').filter((r) => r['kind'] === 'life-spent')).toEqual([]);
  });

  it('IMM-8, IMM-10, IMM-13: the link shares the life; once spent, both die; one link per game', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Imm', 'link', ['Red2']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    expect(g.dead()).toEqual([]);
    expect(g.results('Imm')).toContainEqual({ kind: 'life-spent', attacked: ['Red2'] });
    g.to('evening');
    expect(g.act('Imm', 'link', ['Doc'])).toMatchObject({ ok: false, rejection: { code: 'link-used' } });
    g.night(2);
    g.ok('Man', 'shoot', ['Red2']);
    g.morning();
    expect(g.dead().sort()).toEqual(['Imm', 'Red2']);
  });

  it('IMM-12: unlinked, the life stays out of it; no link to break is refused', () => {
    const g = new Game(TABLE);
    g.to('evening');
    expect(g.act('Imm', 'unlink', [])).toMatchObject({ ok: false, rejection: { code: 'no-link' } });
    g.ok('Imm', 'link', ['Red2']);
    g.night(1);
    g.to('evening');
    g.ok('Imm', 'unlink', []);
    g.night(2);
    g.ok('Man', 'shoot', ['Red2']);
    g.morning();
    expect(g.dead()).toEqual(['Red2']);
  });
});
