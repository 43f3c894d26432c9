import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Ano', 'anonymous'] : row));

describe('Anonymous (L26)', () => {
  it('ANO-1, ANO-7, INF-1: the roles next morning, then what the watched learn; the watched feel it', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Ano', 'surveil', ['Com', 'Det']);
    g.night(1);
    g.ok('Com', 'check', ['Maf1']);
    g.morning();
    expect(g.results('Ano')).toContainEqual({ kind: 'watched-role', target: 'Com', role: 'commissar' });
    expect(g.results('Ano')).toContainEqual({ kind: 'surveillance', target: 'Com', result: { kind: 'check', target: 'Maf1', colour: 'black' } });
    expect(g.state.notices.filter((n) => n.key === 'pm.watched' && n.audience.to === 'seat').length).toBe(2);
  });

  it('ANO-3 (reading ANO A1 ★): no more than four; ANO-5: replace or add, not both', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Ano', 'surveil', ['Com', 'Det']);
    g.night(1);
    g.morning();
    g.lynch('Blk');
    g.to('evening');
    g.ok('Ano', 'surveil', ['Doc', 'Blo']);
    g.night(2);
    g.morning();
    g.to('evening');
    expect(g.act('Ano', 'surveil', ['Inv'])).toMatchObject({ ok: false, rejection: { code: 'surveillance-full' } });
    g.ok('Ano', 'replace-surveillance', ['Com', 'Inv']);
    expect(g.act('Ano', 'surveil', ['Act'])).toMatchObject({ ok: false, rejection: { code: 'replace-or-add' } });
  });

  it('COM-5: a check of the anonymous gives "information not provided"', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Com', 'check', ['Ano']);
    g.morning();
    expect(g.lastPublic('morning.commissar')).toEqual({ outcome: 'no-info' });
  });
});
