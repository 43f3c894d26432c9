import { describe, expect, it } from 'vitest';
import { Game } from '../../../test/helpers';
import { collectionOf } from './state';
import { TABLE, WITHOUT_HEIR } from './test-fixture';


describe('Collector (L41)', () => {
  it('r.1, r.2, r.8: a target killed at night gives him his role, activated at once; the active citizen does not take it (r.14)', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Col', 'collect', ['Doc', 'Com', 'Det']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Doc']);
    g.morning();
    expect(g.results('Col')).toContainEqual({ kind: 'collected-role', role: 'doctor', from: 'Doc' });
    expect(collectionOf(g.state, 'Col')).toMatchObject({ roles: [{ role: 'doctor', from: 'Doc' }], active: 'doctor' });
    expect(g.state.seats.find((s) => s.id === 'Act')?.role).toBe('active-citizen');
  });

  it('r.4, r.5: three targets with no role, two with one or two', () => {
    const g = new Game(WITHOUT_HEIR);
    g.to('evening');
    g.ok('Col', 'collect', ['Doc', 'Com', 'Det']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Doc']);
    g.morning();
    g.to('evening');
    expect(g.act('Col', 'collect', ['Com', 'Det', 'Blo'])).toMatchObject({ ok: false, rejection: { code: 'too-many-collect-targets' } });
    g.ok('Col', 'collect', ['Com', 'Det']);
  });

  it('r.6, r.10: only a collected role is activated; `none` switches it off', () => {
    const g = new Game(WITHOUT_HEIR);
    g.to('evening');
    g.ok('Col', 'collect', ['Doc']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Doc']);
    g.morning();
    g.to('evening');
    expect(g.act('Col', 'collect', ['Com'], { activate: 'commissar' })).toMatchObject({ ok: false, rejection: { code: 'not-collected' } });
    g.ok('Col', 'collect', ['Com'], { activate: 'none' });
    g.night(2);
    expect(collectionOf(g.state, 'Col').active).toBeNull();
  });

  it('T.15: without a new move his last targets stay; r.2: a lynched target counts too', () => {
    const g = new Game(WITHOUT_HEIR);
    g.to('evening');
    g.ok('Col', 'collect', ['Det']);
    g.night(1);
    g.morning();
    g.night(2);
    g.morning();
    g.lynch('Det');
    expect(g.results('Col')).toContainEqual({ kind: 'collected-role', role: 'detective', from: 'Det' });
  });

  it('r.14: holding a role, he yields a new one to the active citizen', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Col', 'collect', ['Doc', 'Com']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Doc']);
    g.morning();
    g.lynch('Com');
    expect(collectionOf(g.state, 'Col').roles).toHaveLength(1);
    expect(g.state.seats.find((s) => s.id === 'Act')?.role).toBe('commissar');
  });

  it('r.16: a declined role is not collected', () => {
    const g = new Game(WITHOUT_HEIR);
    g.to('evening');
    g.ok('Col', 'collect', ['Doc'], { decline: ['doctor'] });
    g.night(1);
    g.ok('Maf1', 'shoot', ['Doc']);
    g.morning();
    expect(collectionOf(g.state, 'Col').roles).toEqual([]);
  });
});
