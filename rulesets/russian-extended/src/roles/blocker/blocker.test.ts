import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

describe('Blocker (L5)', () => {
  it('BLO-8 (edge case 1): a block without a mode does not count', () => {
    const g = new Game(STANDARD);
    g.night(1);
    expect(g.act('Blo', 'block', ['Maf1'])).toMatchObject({ ok: false, rejection: { code: 'missing-option' } });
  });

  it('BLO-9: never himself', () => {
    const g = new Game(STANDARD);
    g.night(1);
    expect(g.act('Blo', 'block', ['Blo'], { mode: 'protect' })).toMatchObject({ ok: false, rejection: { code: 'self-target-forbidden' } });
  });

  it('BLO-1, BLO-10: an arrest that knocks out a move is a public "hit"; the blocker learns the role, the target that he was blocked', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Com', 'check', ['Maf1']);
    g.ok('Blo', 'block', ['Com'], { mode: 'arrest' });
    g.morning();
    expect(g.lastPublic('morning.blocker')).toEqual({ outcome: 'hit' });
    expect(g.lastPublic('morning.commissar')).toEqual({ outcome: 'failed' });
    const pm = g.state.notices.find((n) => n.key === 'pm.blocker-hit');
    expect(pm?.params).toEqual({ role: 'commissar' });
    expect(g.state.notices.some((n) => n.key === 'pm.move-blocked' && n.audience.to === 'seat' && n.audience.seat === 'Com')).toBe(true);
  });

  it.each([
    { killed: true, outcome: 'miss', rule: 'BLO-1: the commissar killed before his check (after the killers): a "miss", no role learnt' },
    { killed: false, outcome: 'hit', rule: 'BLO-1: the same arrest of a commissar who lives: a "hit"' },
  ])('$rule', ({ killed, outcome }) => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Com', 'check', ['Red1']);
    g.ok('Blo', 'block', ['Com'], { mode: 'arrest' });
    g.ok('Maf1', 'shoot', [killed ? 'Com' : 'Red2'], { insurance: 'off' });
    g.morning();
    expect(g.lastPublic('morning.blocker')).toEqual({ outcome });
    expect(g.state.notices.some((n) => n.key === 'pm.blocker-hit')).toBe(!killed);
  });

  it('BLO-1 ("got a role block"), actor r.27: a blocker arrested before his move learns nothing and blocks no one', () => {
    const g = new Game(STANDARD.map((row): [string, string, string?] => (row[0] === 'Act' ? ['Acr', 'actor'] : row)));
    g.to('evening');
    g.ok('Acr', 'copy', ['Blo']);
    g.night(1);
    g.ok('Acr', 'block', ['Blo'], { mode: 'arrest' });
    g.ok('Blo', 'block', ['Acr'], { mode: 'arrest' });
    g.morning();
    const pms = g.state.notices.filter((n) => n.audience.to === 'seat').map((n) => [n.key, n.audience.to === 'seat' ? n.audience.seat : '']);
    expect(pms).toContainEqual(['pm.blocker-hit', 'Blo']);
    expect(pms).toContainEqual(['pm.move-blocked', 'Acr']);
    expect(pms).not.toContainEqual(['pm.blocker-hit', 'Acr']);
    expect(pms).not.toContainEqual(['pm.move-blocked', 'Blo']);
  });

  it('BLO-1: an arrest of a player who did nothing is a "miss"', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Blo', 'block', ['Red1'], { mode: 'arrest' });
    g.morning();
    expect(g.lastPublic('morning.blocker')).toEqual({ outcome: 'miss' });
  });

  it('BLO-4, BLO-10: protection disrupts a shot at the protected player: "hit", the blocker learns the negative role', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.ok('Blo', 'block', ['Red1'], { mode: 'protect' });
    g.morning();
    expect(g.alive('Red1')).toBe(true);
    expect(g.lastPublic('morning.blocker')).toEqual({ outcome: 'hit' });
    expect(g.state.notices.find((n) => n.key === 'pm.blocker-hit')?.params).toEqual({ role: 'mafia' });
  });

  it('BLO-5 (edge case 2): a protected black keeps his negative move but loses his civilian one', () => {
    const g = new Game([
      ['Doc', 'doctor', 'mafia'],
      ['Maf2', 'citizen', 'mafia'],
      ['Blo', 'blocker'],
      ['Red1', 'citizen'],
      ['Red2', 'citizen'],
      ['Red3', 'citizen'],
      ['Man', 'citizen', 'maniac'],
    ]);
    g.night(1);
    g.ok('Doc', 'heal', ['Red1']);
    g.ok('Doc', 'shoot', ['Red1'], { insurance: 'off' });
    g.ok('Blo', 'block', ['Doc'], { mode: 'protect' });
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.lastPublic('morning.blocker')).toEqual({ outcome: 'hit' });
    expect(g.lastPublic('morning.doctor')).toEqual({ outcome: 'miss' });
  });
});
