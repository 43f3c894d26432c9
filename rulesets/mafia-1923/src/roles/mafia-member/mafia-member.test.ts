import { describe, expect, it } from 'vitest';
import { Game, table } from '../../../test/helpers';
import { requiredMafiaKills } from '../../seats';

describe('Mafia Member: ceil(living / 20) kills', () => {
  it.each([
    [75, 4], // the rulebook's example
    [21, 2],
    [20, 1],
    [24, 2],
    [100, 5],
    [8, 1],
  ])('%i living players: %i kills', (living, kills) => {
    expect(requiredMafiaKills(living)).toBe(kills);
  });

  it('with 24 living players the Mafia sends exactly two civilian targets', () => {
    const g = new Game(table());
    expect(g.act('A8', 'kill', 'B1')).toMatchObject({ ok: false, rejection: { code: 'mafia-kill-count', params: { expected: 2, got: 1 } } });
    expect(g.act('A8', 'kill', 'B1', 'B2', 'B3')).toMatchObject({ ok: false, rejection: { code: 'mafia-kill-count' } });
    expect(g.act('A8', 'kill', 'B1', 'G8')).toMatchObject({ ok: false, rejection: { code: 'target-is-mafia' } });
    g.mustAct('A8', 'kill', 'B1', 'G1');
    g.end();
    expect([g.alive('B1'), g.alive('G1')]).toEqual([false, false]);
    expect(g.publicKeys()).toContain('notices.night-deaths');
  });

  // Issue #16: the client draws one target menu per target the engine offers, so it must offer
  // exactly ceil(living / 20), not the largest table's twenty.
  it('offers exactly the number of targets the table requires: 2 with 24 living, 1 with 20', () => {
    const g = new Game(table());
    const kill = () => g.driver.available('A8').find((c) => c.type === 'submit-intent' && c.ability === 'kill');
    expect(kill()).toMatchObject({ targets: { count: 2, min: 2 } });
    g.mustAct('A8', 'kill', 'B1', 'G1');
    g.end();
    g.end();
    // 22 living after the night: still 2; exile two more and 20 remain: 1.
    expect(kill()).toMatchObject({ targets: { count: 2, min: 2 } });
    g.driver.dispatch({ type: 'exile', seat: 'A1' });
    g.driver.dispatch({ type: 'exile', seat: 'A2' });
    expect(g.state.seats.filter((s) => s.alive && !s.removed)).toHaveLength(20);
    expect(kill()).toMatchObject({ targets: { count: 1, min: 1 } });
  });

  it('the kill is the faction\'s: another member may replace it, the last one counts', () => {
    const g = new Game(table());
    g.mustAct('A8', 'kill', 'B1', 'G1');
    g.mustAct('B8', 'kill', 'B2', 'G2');
    g.end();
    expect([g.alive('B1'), g.alive('G1'), g.alive('B2'), g.alive('G2')]).toEqual([true, true, false, false]);
  });

  it('Mafia Members know each other; civilians do not see them', () => {
    const g = new Game(table());
    expect(g.driver.view({ kind: 'seat', seat: 'A8' }).seats.find((s) => s.id === 'B8')?.faction).toBe('mafia');
    expect(g.driver.view({ kind: 'seat', seat: 'A1' }).seats.find((s) => s.id === 'B8')?.faction).toBeUndefined();
  });

  it('a Mafia Member may hold a second role and use both', () => {
    const g = new Game(table({ B8: ['boss', 'mafia'], A2: 'doctor' }));
    g.mustAct('B8', 'cancel', 'A2');
    g.mustAct('A2', 'protect', 'G1');
    g.mustAct('B8', 'kill', 'G1', 'G2');
    g.end();
    expect([g.alive('G1'), g.alive('G2')]).toEqual([false, false]);
  });

  it('when the Mafia sends nothing, the missing kills fall on random civilians (setting "random")', () => {
    const g = new Game(table(), { missedMafiaKill: 'random' });
    g.end();
    const dead = g.state.seats.filter((s) => !s.alive);
    expect(dead).toHaveLength(2);
    expect(dead.every((s) => s.faction === 'civilian')).toBe(true);
  });

  it('with the setting "none" a missed kill kills nobody', () => {
    const g = new Game(table(), { missedMafiaKill: 'none' });
    g.end();
    expect(g.state.seats.every((s) => s.alive)).toBe(true);
  });

  // Seed 002, Injured: "cannot vote or perform any actions for the day and night following getting injured".
  it('the missed-kill fallback never picks an injured Mafia Member as the sender', () => {
    // A1 guards the Armed Robber B1 and A8's kill on him injures A8. On night 2 nobody sends; the
    // drawn kill is sent by B8, the only Mafia Member able to act: when it falls on the Armed
    // Robber, B8 dies to his revenge, never the injured A8.
    const seats = table({ A1: 'bodyguard', B1: 'armed-robber' }).filter((s) => ['A1', 'A8', 'B1', 'B8'].includes(s.id));
    const games = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'].map((seed) => {
      const g = new Game(seats, { missedMafiaKill: 'random' }, seed);
      g.mustAct('A1', 'guard', 'B1');
      g.mustAct('A8', 'kill', 'B1');
      g.end();
      expect(g.statuses('A8')).toContain('injured');
      g.end();
      g.end();
      return g;
    });
    const robberKilled = games.filter((g) => !g.alive('B1'));
    expect(robberKilled.length).toBeGreaterThan(0);
    for (const g of robberKilled) expect([g.alive('A8'), g.alive('B8')]).toEqual([true, false]);
  });

  it('when no Mafia Member can act, the missed kill kills nobody', () => {
    const seats = table({ A1: 'bodyguard' }).filter((s) => s.id.startsWith('A') || ['B1', 'B2', 'B3'].includes(s.id));
    const g = new Game(seats, { missedMafiaKill: 'random' });
    g.mustAct('A1', 'guard', 'B1');
    g.mustAct('A8', 'kill', 'B1');
    g.end();
    expect(g.statuses('A8')).toContain('injured');
    g.end();
    const before = g.state.seats.filter((s) => s.alive).length;
    g.end();
    expect(g.state.seats.filter((s) => s.alive).length).toBe(before);
  });

  // Seed 002, Nighttime: "A Mafia Member chosen by the Moderators will submit their decision".
  it('with mafiaSender "designated" only the chosen member sends; the host may choose another', () => {
    const g = new Game(table(), { mafiaSender: 'designated' });
    expect(g.act('B8', 'kill', 'B1', 'G1')).toMatchObject({ ok: false, rejection: { code: 'not-mafia-sender', params: { sender: 'A8' } } });
    g.mustAct('A8', 'kill', 'B1', 'G1');
    // The host sends in B8's name: B8 is the sender for the rest of the night, A8 is refused.
    expect(g.driver.dispatch({ type: 'host-submit-intent', seat: 'B8', ability: 'kill', targets: ['B2', 'G2'] }).ok).toBe(true);
    expect(g.act('A8', 'kill', 'B3', 'G3')).toMatchObject({ ok: false, rejection: { code: 'not-mafia-sender', params: { sender: 'B8' } } });
    g.mustAct('B8', 'kill', 'B4', 'G4');
    g.end();
    expect(['B1', 'G1', 'B4', 'G4'].map((s) => g.alive(s))).toEqual([true, true, false, false]);
  });

  it('the default sender skips an injured Mafia Member', () => {
    const g = new Game(table({ A1: 'bodyguard' }), { mafiaSender: 'designated' });
    g.mustAct('A1', 'guard', 'G1');
    g.mustAct('A8', 'kill', 'G1', 'G2');
    g.end();
    g.fillVotes();
    g.end();
    expect(g.act('G8', 'kill', 'A2', 'B2')).toMatchObject({ ok: false, rejection: { code: 'not-mafia-sender', params: { sender: 'B8' } } });
    g.mustAct('B8', 'kill', 'A2', 'G3');
  });
});

