import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Pri', 'priest'] : row));

describe('Priest (L30)', () => {
  it('PRI-2, PRI-4: forgiving the player who was to die saves him and opens the priest\'s revote', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.morning();
    g.to('lynch');
    g.votes('lynch', { Pri: 'Blk', Doc: 'Blk', Com: 'Blk', Blk: 'Doc' });
    expect(g.act('Pri', 'forgive', ['Doc'])).toMatchObject({ ok: false, rejection: { code: 'not-your-vote' } });
    g.ok('Pri', 'forgive', ['Blk']);
    g.closeStep();
    expect(g.alive('Blk')).toBe(true);
    expect(g.lastPublic('day.forgiven')).toEqual({ seat: 'Blk' });
    expect(g.state.polls.find((p) => p.status === 'open')?.spec.id).toBe('priest-revote');
  });

  it('PRI A3 ★: forgiving a player who was not to die brings no revote', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.morning();
    g.to('lynch');
    g.votes('lynch', { Doc: 'Blk', Com: 'Blk', Det: 'Blk', Pri: 'Maf1', Red2: 'Maf1', Blk: 'Doc', Maf1: 'Doc' });
    g.ok('Pri', 'forgive', ['Maf1']);
    g.closeStep();
    expect(g.dead()).toContain('Blk');
    expect(g.lastPublic('day.forgiven')).toBeUndefined();
  });

  it('PRI-5: let-die needs a forgiven player today', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.morning();
    g.to('lynch');
    expect(g.act('Pri', 'let-die', [])).toMatchObject({ ok: false, rejection: { code: 'wrong-step' } });
  });
});
