import { describe, expect, it } from 'vitest';
import { GameDriver } from '@mafia/ruleset-kit';
import type { SeatSetup } from '@mafia/kernel';
import { mafia1923 } from '../index';
import { Game, table } from '../../test/helpers';

function families(count: number, size: number): SeatSetup[] {
  return Array.from({ length: count }, (_, f) =>
    Array.from({ length: size }, (_, i) => ({
      id: `f${f}p${i}`,
      name: `f${f}p${i}`,
      role: i < 2 && size === 10 ? 'mafia-member' : i === 0 ? 'mafia-member' : 'townsperson',
      faction: i < (size === 10 ? 2 : 1) ? 'mafia' : 'civilian',
      modifiers: [],
      attributes: { family: `F${f}` },
    })),
  ).flat();
}

describe('Nighttime', () => {
  it.each([
    [75, 4],
    [21, 2],
  ])('with %i living players the Mafia must send %i targets', (living, kills) => {
    const seats = families(8, 10); // 80 players
    const driver = new GameDriver(mafia1923, { seats, settings: { missedMafiaKill: 'none' } });
    const civilians = seats.filter((s) => s.faction === 'civilian').map((s) => s.id);
    // Bring the table down to `living` players.
    for (const seat of civilians.slice(0, seats.length - living)) driver.dispatch({ type: 'modkill', seat, reason: 'test' });
    const targets = civilians.slice(seats.length - living);
    const tooFew = driver.dispatch({ type: 'submit-intent', seat: 'f0p0', ability: 'kill', targets: targets.slice(0, kills - 1) });
    expect(tooFew).toMatchObject({ ok: false, rejection: { code: 'mafia-kill-count', params: { expected: kills } } });
    expect(driver.dispatch({ type: 'submit-intent', seat: 'f0p0', ability: 'kill', targets: targets.slice(0, kills) }).ok).toBe(true);
    driver.finishPhase();
    expect(driver.state.seats.filter((s) => s.alive)).toHaveLength(living - kills);
  });

  it('same-role actions happen in order of submission: the first Boss cancels the second', () => {
    const g = new Game(table({ A1: 'boss', B1: 'boss', A2: 'doctor' }));
    g.mustAct('A1', 'cancel', 'B1');
    g.mustAct('B1', 'cancel', 'A2');
    g.mustAct('A2', 'protect', 'G1');
    g.mustAct('B8', 'kill', 'G1', 'G2');
    g.end();
    expect(g.alive('G1')).toBe(true);
  });

  it('the dead do not act later in the night (the Drunkard kills a Paperboy before step 10)', () => {
    const seats = table({ A1: 'drunkard', A2: 'detective' }).filter((s) => s.attributes['family'] !== 'Alpha' || ['A1', 'A2', 'A8'].includes(s.id));
    const g = new Game(seats.map((s) => (s.id === 'A8' ? { ...s, role: 'detective', faction: 'civilian' } : s)));
    g.mustAct('A2', 'inquire', 'B8');
    g.mustAct('A8', 'inquire', 'G8');
    g.mustAct('A1', 'attack', 'Alpha');
    g.end();
    const dead = g.state.seats.filter((s) => !s.alive).map((s) => s.id);
    expect(dead).toHaveLength(1);
    const inquiries = g.state.notices.filter((n) => n.result?.['kind'] === 'inquiry').map((n) => (n.audience.to === 'seat' ? n.audience.seat : ''));
    expect(inquiries.sort()).toEqual(['A2', 'A8'].filter((s) => !dead.includes(s)));
  });

  it('dead players receive public messages only', () => {
    const g = new Game(table({ A1: 'boss' }));
    g.mustAct('A1', 'cancel', 'B1');
    g.mustAct('A8', 'kill', 'B1', 'B2');
    g.end();
    expect(g.notices('B1').every((n) => n.audience.to === 'public')).toBe(true);
  });

  it('the night\'s resolution trace is kept for the host only', () => {
    const g = new Game(table());
    g.mustAct('A8', 'kill', 'B1', 'B2');
    g.end();
    expect(g.driver.view({ kind: 'host' }).notices.some((n) => n.key === 'notices.night-trace')).toBe(true);
    expect(g.publicKeys()).not.toContain('notices.night-trace');
  });
});
