import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Inq', 'inquisitor'] : row));

describe('Inquisitor (L29)', () => {
  it('INQ-3 (reading INQ A2 ★): the burn is open only on the night right after the black check', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Inq', 'check', ['Maf1']);
    g.morning();
    g.lynch('Blk');
    g.night(2);
    g.morning();
    g.night(3);
    expect(g.act('Inq', 'burn', ['Maf1'])).toMatchObject({ ok: false, rejection: { code: 'no-black-check' } });
  });

  it('INQ-3, K.6: a burn kills and the inquisitor learns the team', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Inq', 'check', ['Maf1']);
    g.morning();
    g.night(2);
    g.ok('Inq', 'burn', ['Maf1']);
    g.morning();
    expect(g.dead()).toContain('Maf1');
    expect(g.results('Inq')).toContainEqual({ kind: 'victim-team', target: 'Maf1', colour: 'black' });
  });

  it('INQ-4, T.6: the execution lapses when he is not lynched', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Inq', 'check', ['Maf1']);
    g.morning();
    g.to('evening');
    g.ok('Inq', 'verify', ['Maf1']);
    g.night(2);
    g.morning();
    g.to('lynch');
    g.votes('lynch', { Doc: 'Blk', Com: 'Blk', Inq: 'Blk' });
    g.ok('Inq', 'execute', ['Maf1']);
    g.closeStep();
    expect(g.dead()).toContain('Blk');
    expect(g.dead()).not.toContain('Maf1');
  });
});
