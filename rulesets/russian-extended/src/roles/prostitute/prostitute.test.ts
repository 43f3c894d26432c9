import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with Red1 as the Prostitute. */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Pro', 'prostitute'] : [name, role, negative]));

describe('Prostitute (L21)', () => {
  it('PRO-6: she learns the client\'s civilian role, he learns of the company (not of whom, l.115 item 12)', () => {
    const g = new Game(TABLE);
    g.night(1);
    expect(g.act('Pro', 'take', ['Pro'])).toMatchObject({ ok: false, rejection: { code: 'self-target-forbidden' } });
    g.ok('Pro', 'take', ['Com']);
    g.morning();
    expect(g.results('Pro')).toEqual([{ kind: 'client-role', target: 'Com', role: 'commissar' }]);
    expect(g.results('Com')).toEqual([{ kind: 'company' }]);
  });

  it('PRO-2: the client\'s later move and later moves on him fail (COM-4 "failed", DOC-4 "miss")', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Pro', 'take', ['Com']);
    g.ok('Com', 'check', ['Maf1']);
    g.ok('Doc', 'heal', ['Com']);
    g.morning();
    expect(g.lastPublic('morning.commissar')).toEqual({ outcome: 'failed' });
    expect(g.lastPublic('morning.doctor')).toEqual({ outcome: 'miss' });
  });

  it('PRO-4: taking the killer who attacks her: no kill', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Pro', 'take', ['Maf1']);
    g.ok('Maf1', 'shoot', ['Pro'], { insurance: 'off' });
    g.morning();
    expect(g.dead()).toEqual([]);
  });

  it.each([
    { protection: 'off', dead: ['Pro', 'Red2'], crippled: false, rule: 'PRO-3: the kill extends to the client' },
    { protection: 'on', dead: ['Pro'], crippled: true, rule: 'PRO-7: with protection the client survives crippled' },
  ])('$rule', ({ protection, dead, crippled }) => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Pro', 'take', ['Red2'], { protection });
    g.ok('Maf1', 'shoot', ['Pro'], { insurance: 'off' });
    g.morning();
    expect(g.dead().sort()).toEqual(dead);
    expect(g.state.seats.find((s) => s.id === 'Red2')?.statuses.some((s) => s.id === 'crippled')).toBe(crippled);
  });

  it('PRO-3, PRO A4: the doctor\'s heal on her covers the client; no crippling when she lives', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Pro', 'take', ['Red2'], { protection: 'on' });
    g.ok('Doc', 'heal', ['Pro']);
    g.ok('Maf1', 'shoot', ['Pro'], { insurance: 'off' });
    g.morning();
    expect(g.dead()).toEqual([]);
    expect(g.state.seats.find((s) => s.id === 'Red2')?.statuses).toEqual([]);
  });

  it('COM-6: a crippled commissar\'s move is refused `role-lost`', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Pro', 'take', ['Com'], { protection: 'on' });
    g.ok('Maf1', 'shoot', ['Pro'], { insurance: 'off' });
    g.night(2);
    expect(g.act('Com', 'check', ['Maf1'])).toMatchObject({ ok: false, rejection: { code: 'role-lost' } });
  });
});
