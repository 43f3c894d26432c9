import type { SeatSetup } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, seats, STANDARD } from '../../../test/helpers';

const elite = (id: string, role: string, faction = 'red'): SeatSetup => ({ id, name: id, role: 'citizen', faction, modifiers: [], attributes: { elite: role } });
const game = (): Game => new Game([], {}, 'elite', [...seats(STANDARD), elite('Agt', 'agent'), elite('Mas', 'mason', 'black'), { ...elite('Ser', 'servant'), attributes: { elite: 'servant', master: 'Doc' } }]);

describe('The elite roles (part 4 §2)', () => {
  it('AG-1, MA-1, SV-1: no role may target an elite player', () => {
    const g = game();
    g.night(1);
    for (const target of ['Agt', 'Mas', 'Ser']) {
      expect(g.act('Com', 'check', [target])).toMatchObject({ ok: false, rejection: { code: 'target-is-elite' } });
      expect(g.act('Maf1', 'shoot', [target])).toMatchObject({ ok: false, rejection: { code: 'target-is-elite' } });
    }
  });

  it('AG-1, MA-1, SV-1, MA-3, SV-3a: nobody votes against them; the mason\'s ballot weighs 0; the servant has none', () => {
    const g = game();
    g.to('lynch');
    const poll = g.state.polls.find((p) => p.spec.id === 'lynch');
    expect(poll?.spec.excluded?.options).toEqual(expect.arrayContaining(['Agt', 'Mas', 'Ser']));
    expect(poll?.spec.voters.find((v) => v.seat === 'Mas')?.weight).toBe(0);
    expect(poll?.spec.voters.some((v) => v.seat === 'Ser')).toBe(false);
    expect(poll?.spec.voters.find((v) => v.seat === 'Agt')?.weight).toBeUndefined();
    expect(g.vote('Ser', 'lynch', 'Red1')).toMatchObject({ ok: false });
  });

  it('AG-2, MA-2, SV-2: the agent may be elected mayor, the mason and the servant may not; the mason\'s election ballot counts (AMB-MA-1)', () => {
    const g = game();
    g.to('election');
    const poll = g.state.polls.find((p) => p.spec.id === 'election');
    expect(poll?.spec.excluded?.options).toEqual(['Mas', 'Ser']);
    expect(poll?.spec.voters.find((v) => v.seat === 'Mas')?.weight).toBeUndefined();
  });

  it('EL-1 (reading AMB-AG-5): elite players are not counted among the reds and blacks', () => {
    const g = game();
    for (const seat of ['Maf1', 'Maf2', 'Man', 'Blk']) g.dispatch({ type: 'modkill', seat, reason: 'test' });
    // Mas is on the black team but no main player: the reds win.
    expect(g.state.result).toMatchObject({ factions: ['red'], reason: 'no-blacks-left' });
  });

  it('AG-7: the agent leaves after the second lynch vote (day 3), his side revealed', () => {
    const g = game();
    g.lynch('Red1');
    g.lynch('Red2');
    g.to('evening');
    expect(g.alive('Agt')).toBe(false);
    expect(g.lastPublic('day.agent-left')).toEqual({ seat: 'Agt', team: 'red' });
  });

  it('SV-7: the servant leaves the game with his master', () => {
    const g = game();
    g.night(1);
    g.ok('Maf1', 'shoot', ['Doc'], { insurance: 'off' });
    g.morning();
    expect(g.alive('Doc')).toBe(false);
    expect(g.alive('Ser')).toBe(false);
  });

  it('SV-7 with the phantom effect: a master killed at night under it stays through the next day\'s vote, and his servant with him; then the servant leaves, his side hidden', () => {
    const phantomTable = new Game([], {}, 'elite-phantom', [
      ...seats(STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Pha', 'phantom'] : [name, role, negative]))),
      { ...elite('Ser', 'servant'), attributes: { elite: 'servant', master: 'Doc' } },
    ]);
    const g = phantomTable;
    g.night(1);
    g.ok('Maf1', 'shoot', ['Doc'], { insurance: 'off' });
    g.morning();
    expect(g.alive('Doc')).toBe(false);
    expect(g.alive('Ser')).toBe(true);
    g.lynch('Red2');
    g.night(2);
    expect(g.alive('Ser')).toBe(false);
    const left = g.state.seats.find((s) => s.id === 'Ser');
    expect(left?.revealed).toBeUndefined();
  });
});
