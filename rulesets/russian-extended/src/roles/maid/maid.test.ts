import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the Maid in Red2's seat. */
const TABLE: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) => (name === 'Red2' ? ['Maid', 'maid'] : [name, role, negative]));

const kinds = (results: Array<Record<string, unknown>>): unknown[] => results.map((r) => r['kind']);
const served = (g: Game) => g.results('Maid').filter((r) => r['kind'] === 'served' || r['kind'] === 'role-owner');
const failed = (g: Game, seat: string): boolean => g.state.notices.some((n) => n.key === 'pm.move-failed' && n.audience.to === 'seat' && n.audience.seat === seat);

describe('Maid (L45)', () => {
  it('maid r.2: she learns the target’s civilian role and every private result he received, this morning’s included', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Com', 'check', ['Maf1']);
    g.ok('Maid', 'serve', ['Com']);
    g.morning();
    const [result] = served(g);
    expect(result).toMatchObject({ kind: 'served', target: 'Com', role: 'commissar' });
    expect(result?.['results']).toEqual(g.results('Com'));
    expect(kinds(g.results('Com'))).toContain('check');
    // Privacy: the served player learns nothing of her.
    expect(g.results('Com').some((r) => r['kind'] === 'served')).toBe(false);
  });

  it('maid r.2: results of earlier nights are part of what she reads', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Com', 'check', ['Maf1']);
    g.morning();
    g.night(2);
    g.ok('Maid', 'serve', ['Com']);
    g.morning();
    const [result] = served(g);
    expect(kinds(result?.['results'] as Array<Record<string, unknown>>)).toContain('check');
  });

  it('maid r.3, r.4, INF-5: a replacement takes the place of the target’s PMs; she reads them as he received them', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Com', 'check', ['Maf1']);
    g.ok('Maid', 'serve', ['Com'], { substitute: { text: 'Maf1 is red.', mode: 'replace' } });
    g.morning();
    expect(g.results('Com')).toEqual([{ kind: 'message', text: 'Maf1 is red.' }]);
    expect(served(g)[0]?.['results']).toEqual([{ kind: 'message', text: 'Maf1 is red.' }]);
  });

  it('maid r.3: an addition comes besides the target’s PMs', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Com', 'check', ['Maf1']);
    g.ok('Maid', 'serve', ['Com'], { substitute: { text: 'Sleep well.', mode: 'append' } });
    g.morning();
    expect(kinds(g.results('Com'))).toEqual(['check', 'message']);
  });

  it('maid r.5: under an `unless` that holds, nothing is substituted; under an `if` that holds, it is', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.ok('Maid', 'serve', ['Com'], { substitute: { text: 'Quiet night.', mode: 'append', unless: { died: 'Red1' } } });
    g.ok('Com', 'check', ['Man']);
    g.morning();
    expect(kinds(g.results('Com'))).not.toContain('message');
    const h = new Game(TABLE);
    h.night(1);
    h.ok('Maf1', 'shoot', ['Act']);
    h.ok('Maid', 'serve', ['Com'], { substitute: { text: 'Act is gone.', mode: 'append', if: { died: 'Act' } } });
    h.morning();
    expect(h.results('Com').filter((r) => r['kind'] === 'message')).toEqual([{ kind: 'message', text: 'Act is gone.' }]);
  });

  it('maid r.6: she may only take the information', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maid', 'serve', ['Doc']);
    g.morning();
    expect(served(g)[0]).toMatchObject({ kind: 'served', target: 'Doc', role: 'doctor' });
  });

  it('maid r.7: going to a role she learns its owner and the role’s information of the night, and may not substitute', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Com', 'check', ['Maf1']);
    expect(g.act('Maid', 'serve', [], { role: 'commissar', substitute: { text: 'x', mode: 'replace' } })).toMatchObject({ ok: false, rejection: { code: 'target-or-role' } });
    g.ok('Maid', 'serve', [], { role: 'commissar' });
    g.morning();
    const [result] = served(g);
    expect(result).toMatchObject({ kind: 'role-owner', role: 'commissar', owner: 'Com' });
    expect(kinds(result?.['results'] as Array<Record<string, unknown>>)).toEqual(['check']);
  });

  it('maid r.2 / r.7: a player or a role, never both nor neither; not herself (reading maid A3)', () => {
    const g = new Game(TABLE);
    g.night(1);
    expect(g.act('Maid', 'serve', ['Com'], { role: 'doctor' })).toMatchObject({ ok: false, rejection: { code: 'target-or-role' } });
    expect(g.act('Maid', 'serve', [])).toMatchObject({ ok: false, rejection: { code: 'target-or-role' } });
    expect(g.act('Maid', 'serve', ['Com'], { substitute: { text: '', mode: 'replace' } })).toMatchObject({ ok: false, rejection: { code: 'target-or-role' } });
    expect(g.act('Maid', 'serve', ['Maid'])).toMatchObject({ ok: false });
  });

  it.each([
    { name: 'blocked', setup: (g: Game) => g.ok('Blo', 'block', ['Maid'], { mode: 'arrest' }), serve: ['Com'] },
    { name: 'her player was killed before she came', setup: (g: Game) => g.ok('Maf1', 'shoot', ['Com']), serve: ['Com'] },
  ])('maid r.8: the move fails when $name (PM, l.115 item 3)', ({ setup, serve }) => {
    const g = new Game(TABLE);
    g.night(1);
    setup(g);
    g.ok('Maid', 'serve', serve);
    g.morning();
    expect(served(g)).toEqual([]);
    expect(failed(g, 'Maid')).toBe(true);
  });

  it('maid r.8: a role absent from the game: the move fails', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maid', 'serve', [], { role: 'prostitute' });
    g.morning();
    expect(served(g)).toEqual([]);
    expect(failed(g, 'Maid')).toBe(true);
  });
});
