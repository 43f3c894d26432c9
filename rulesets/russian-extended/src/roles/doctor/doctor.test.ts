import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

describe('Doctor (L4)', () => {
  it.each([
    { first: ['Red1', 'Red2'], second: ['Com', 'Det'], code: 'double-heal-twice', rule: 'DOC-10 (a): no double heal two nights in a row' },
    { first: ['Doc'], second: ['Doc'], code: 'self-heal-twice', rule: 'DOC-10 (b): no self-heal two nights in a row' },
    { first: ['Red1'], second: ['Doc', 'Red1'], code: 'double-heal-with-self', rule: 'DOC-10 (c): no self in a double heal' },
    { first: ['Red1', 'Red2'], second: ['Red1'], code: null, rule: 'DOC-10: a single heal after a double, same target, is fine' },
  ])('$rule', ({ first, second, code }) => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Doc', 'heal', first);
    g.night(2);
    const r = g.act('Doc', 'heal', second);
    if (code) expect(r).toMatchObject({ ok: false, rejection: { code } });
    else expect(r.ok).toBe(true);
  });

  it('DOC-4: a blocked doctor: public "miss", a PM that the move failed', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Doc', 'heal', ['Red1']);
    g.ok('Blo', 'block', ['Doc'], { mode: 'arrest' });
    g.ok('Maf1', 'shoot', ['Red1']);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.lastPublic('morning.doctor')).toEqual({ outcome: 'miss' });
    expect(g.state.notices.some((n) => n.key === 'pm.move-failed' && n.audience.to === 'seat' && n.audience.seat === 'Doc')).toBe(true);
  });

  it('DOC-2, DOC-5 (implied): healing a player nobody attacked is a "miss"; DOC-8: a skip is a "miss" too', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Doc', 'heal', ['Red2']);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.morning();
    expect(g.lastPublic('morning.doctor')).toEqual({ outcome: 'miss' });
    g.night(2);
    g.morning();
    expect(g.lastPublic('morning.doctor')).toEqual({ outcome: 'miss' });
  });

  it.each([
    { first: ['Doc'], second: ['Doc'], ok: true, rule: 'MOV-6: an arrested self-heal does not count, he may heal himself next night' },
    { first: ['Red1', 'Red2'], second: ['Red1', 'Com'], ok: false, rule: 'MOV-6 A1: an arrested double heal still forbids a double heal next night (DOC-10 a)' },
  ])('$rule', ({ first, second, ok }) => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Doc', 'heal', first);
    g.ok('Blo', 'block', ['Doc'], { mode: 'arrest' });
    g.night(2);
    expect(g.act('Doc', 'heal', second).ok).toBe(ok);
  });
});
