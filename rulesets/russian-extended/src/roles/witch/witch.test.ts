import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Wit', 'witch'] : row));
const roleOf = (g: Game, seat: string): string | undefined => g.state.seats.find((s) => s.id === seat)?.role;

describe('Witch (L46)', () => {
  it('r.2, l.115 item 16: two players\' civilian roles swap for a game-day; both are told; r.11: never herself', () => {
    const g = new Game(TABLE);
    g.night(1);
    expect(g.act('Wit', 'swap', ['Wit', 'Doc'])).toMatchObject({ ok: false, rejection: { code: 'self-target-forbidden' } });
    g.ok('Wit', 'swap', ['Doc', 'Com']);
    g.morning();
    expect(roleOf(g, 'Doc')).toBe('commissar');
    expect(roleOf(g, 'Com')).toBe('doctor');
    expect(g.results('Doc')).toContainEqual({ kind: 'role-swapped', role: 'commissar' });
    g.night(2);
    g.morning();
    expect(roleOf(g, 'Doc')).toBe('doctor');
    expect(roleOf(g, 'Com')).toBe('commissar');
  });

  it('r.9: fixed in the evening, there is no swap back', () => {
    const g = new Game(TABLE);
    g.to('evening');
    expect(g.act('Wit', 'fix-swap', [])).toMatchObject({ ok: false, rejection: { code: 'no-swap' } });
    g.night(1);
    g.ok('Wit', 'swap', ['Doc', 'Com']);
    g.morning();
    g.to('evening');
    g.ok('Wit', 'fix-swap', []);
    g.night(2);
    g.morning();
    expect(roleOf(g, 'Doc')).toBe('commissar');
  });

  it('r.7: one of them dies by day: no swap back, the survivor keeps the other\'s role', () => {
    const g = new Game(TABLE.filter(([n]) => n !== 'Act'));
    g.night(1);
    g.ok('Wit', 'swap', ['Doc', 'Red2']);
    g.morning();
    g.lynch('Doc');
    g.night(2);
    g.morning();
    expect(roleOf(g, 'Red2')).toBe('doctor');
  });

  it('r.12: swapped with a player killed that night, the roles still change owners', () => {
    const g = new Game(TABLE.filter(([n]) => n !== 'Act'));
    g.night(1);
    g.ok('Wit', 'swap', ['Doc', 'Red2']);
    g.ok('Maf1', 'shoot', ['Doc']);
    g.morning();
    expect(roleOf(g, 'Doc')).toBe('citizen');
    expect(roleOf(g, 'Red2')).toBe('doctor');
  });

  it('r.10: blocked, her move fails and she is told', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Blo', 'block', ['Wit'], { mode: 'arrest' });
    g.ok('Wit', 'swap', ['Doc', 'Com']);
    g.morning();
    expect(roleOf(g, 'Doc')).toBe('doctor');
    expect(g.state.notices.some((n) => n.audience.to === 'seat' && n.audience.seat === 'Wit' && n.key === 'pm.move-failed')).toBe(true);
  });

  it('r.13: lynched, she swaps a living player\'s role with a dead player\'s, for good', () => {
    const g = new Game(TABLE.filter(([n]) => n !== 'Act'));
    g.night(1);
    g.ok('Maf1', 'shoot', ['Com']);
    g.morning();
    g.to('lynch');
    for (const seat of g.state.seats.filter((s) => s.alive)) g.vote(seat.id, 'lynch', seat.id === 'Wit' ? 'Blk' : 'Wit');
    g.ok('Wit', 'death-swap', ['Red2', 'Com']);
    g.closeStep();
    expect(roleOf(g, 'Red2')).toBe('commissar');
    g.night(2);
    g.morning();
    expect(roleOf(g, 'Red2')).toBe('commissar');
  });
});
