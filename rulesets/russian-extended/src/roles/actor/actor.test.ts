import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';
import type { Intent } from '@mafia/kernel';
import { ACTOR_COPIES, copiedRole, copiesOf } from './copies';
import { copy } from '.';

const intentOf = (g: Game): Intent => {
  const intent = g.state.intents.find((i) => i.ability === 'copy');
  if (!intent) throw new Error('no copy intent');
  return intent;
};

/** The standard table with Red1 as the Actor. */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Acr', 'actor'] : [name, role, negative]));

describe('Actor (l.40)', () => {
  it('r.1, r.2: the evening copy is told by PM and held for the next night and day only', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Acr', 'copy', ['Doc']);
    g.night(1);
    expect(g.results('Acr')).toContainEqual({ kind: 'copied-role', target: 'Doc', role: 'doctor' });
    expect(copiedRole(g.state, 'Acr')?.role).toBe('doctor');
    g.morning();
    expect(copiedRole(g.state, 'Acr')?.role).toBe('doctor');
    g.night(2);
    expect(copiedRole(g.state, 'Acr')).toBeNull();
  });

  it('r.5: never the same player twice; no fourth different player', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Acr', 'copy', ['Doc']);
    g.night(1);
    g.morning();
    g.to('evening');
    expect(g.act('Acr', 'copy', ['Doc'])).toMatchObject({ ok: false, rejection: { code: 'copied-before' } });
    g.ok('Acr', 'copy', ['Blo']);
    // Three players copied before (the data the evenings write), a fourth is refused.
    const three = [{ day: 1, target: 'Doc', role: 'doctor' }, { day: 2, target: 'Blo', role: 'blocker' }, { day: 3, target: 'Com', role: 'commissar' }];
    const state = { ...g.state, data: { ...g.state.data, [ACTOR_COPIES]: { value: { Acr: three }, audience: g.state.data[ACTOR_COPIES]?.audience } } } as typeof g.state;
    expect(copy.validate?.(state, { ...intentOf(g), targets: ['Det'] })).toEqual({ code: 'copy-limit' });
    expect(copy.validate?.(state, { ...intentOf(g), targets: ['Com'] })).toEqual({ code: 'copied-before' });
  });

  it('r.12: copying a crippled player is a skip (no role, no PM, nothing recorded)', () => {
    const g = new Game(TABLE.filter(([name]) => name !== 'Com' && name !== 'Det').concat([['Kam', 'kamikaze']]));
    g.night(1);
    g.ok('Inv', 'vigilante', ['Kam']);
    g.morning();
    g.to('evening');
    g.ok('Acr', 'copy', ['Inv']);
    g.night(2);
    expect(g.results('Acr').filter((r) => r['kind'] === 'copied-role')).toEqual([]);
    expect(copiedRole(g.state, 'Acr')).toBeNull();
    // Reading actor ★ 7: the skip is not recorded, so it counts toward neither limit of r.5.
    expect(copiesOf(g.state, 'Acr')).toEqual([]);
  });
});
