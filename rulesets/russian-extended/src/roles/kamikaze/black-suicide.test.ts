import type { GameState } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';
import { validateKamikazeRoles } from './black';
import { KAMIKAZE_SPENT } from './retaliation';

/** A mafioso (Maf1's seat) holding the kamikaze role (part 3 §3.2, l.100). */
const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Maf1' ? ['Kam', 'kamikaze', 'mafia'] : row));

describe('Kamikaze held by a black: the voluntary suicide (N-KZ.4, N-KZ.5)', () => {
  it('N-KZ.4: aimed at a red, both die, whatever would fail a move (the blocker\'s arrest of him, the doctor\'s heal of the target)', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Kam', 'kamikaze-suicide', ['Red1']);
    g.ok('Blo', 'block', ['Kam'], { mode: 'arrest' });
    g.ok('Doc', 'heal', ['Red1']);
    g.morning();
    expect(g.dead().sort()).toEqual(['Kam', 'Red1']);
  });

  it('N-KZ.4 (reading N-KZ A2 ★): aimed at a black, that black dies alone; the kamikaze lives, his killer move that night is skipped and his side gains a shot', () => {
    const control = new Game(TABLE);
    control.night(1);
    control.morning();
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Kam', 'kamikaze-suicide', ['Man']);
    g.ok('Kam', 'shoot', ['Red1'], { insurance: 'off' });
    g.morning();
    expect(g.dead()).toEqual(['Man']);
    // The skipped shot stays in reserve (MAF-3) and the gained one is added.
    expect(g.bank('mafia')).toBe(control.bank('mafia') + 1);
  });

  it('N-KZ.5: once the kamikaze role has been activated, the evening\'s list is refused; the suicide stays open', () => {
    const g = new Game(TABLE);
    g.to('evening');
    const intent = { id: 'x', key: 'x', actor: 'Kam', ability: 'kamikaze-roles', targets: ['doctor'], phase: g.state.clock.phase, step: 'evening', at: 0, order: 0 };
    expect(validateKamikazeRoles(g.state, intent)).toBeNull();
    const spent: GameState = { ...g.state, data: { ...g.state.data, [KAMIKAZE_SPENT]: { ...(g.state.data[KAMIKAZE_SPENT] ?? { audience: { to: 'host' }, at: 0 }), value: true } as GameState['data'][string] } };
    expect(validateKamikazeRoles(spent, intent)).toEqual({ code: 'not-a-black-kamikaze' });
    g.night(1);
    expect(g.act('Kam', 'kamikaze-suicide', ['Red1'])).toMatchObject({ ok: true });
  });
});
