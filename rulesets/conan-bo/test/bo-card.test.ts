import { GameDriver } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { BO_CARD, conanBo } from '../src';

/** basic-9 with fixed seats (CB-D25): Gin (rank 2) and Vodka (rank 5) against seven town seats. */
const SEATS = [
  ['gin', 'gin'],
  ['vodka', 'vodka'],
  ['conan', 'conan'],
  ['megure', 'megure'],
  ['ran', 'ran'],
  ['kazuha', 'kazuha'],
  ['akai', 'akai'],
  ['t1', 'townsperson'],
  ['t2', 'townsperson'],
].map(([id, role]) => ({ id: id ?? '', name: id ?? '', role: role ?? '', faction: role === 'gin' || role === 'vodka' ? 'bo' : 'town', modifiers: [], attributes: {} }));

const card = (driver: GameDriver, seat: string) => driver.view({ kind: 'seat', seat }).data[BO_CARD];

describe('the BO card (CB-D3 ranks, CB-D16 leader, CB-D17 suitcase, CB-D19.2 pills) reaches the living BO only', () => {
  it('on Night 1 both members read the ranks, the leader, the suitcase holder and the pills; no town seat or spectator does', () => {
    const driver = new GameDriver(conanBo, { seats: SEATS, seed: 'card' });
    const expected = {
      members: [
        { seat: 'gin', rank: 2, turns: 0 },
        { seat: 'vodka', rank: 5, turns: 0 },
      ],
      killers: ['gin', 'vodka'],
      leader: 'gin',
      suitcase: 'gin',
      pills: 2,
    };
    expect(card(driver, 'gin')).toEqual(expected);
    expect(card(driver, 'vodka')).toEqual(expected);
    expect(driver.view({ kind: 'host' }).data[BO_CARD]).toEqual(expected);
    for (const seat of ['conan', 'megure', 'ran', 'kazuha', 'akai', 't1', 't2']) expect(card(driver, seat)).toBeUndefined();
    expect(driver.view({ kind: 'spectator' }).data[BO_CARD]).toBeUndefined();
  });

  it('follows the kill turns, the pills and a dead leader’s successor (CB-D14, CB-D19, CB-D16.1); a dead member reads nothing more', () => {
    const driver = new GameDriver(conanBo, { seats: SEATS, seed: 'card' });
    driver.mustAct('gin', 'kill-order', ['gin', 't1']);
    driver.closeStep();
    expect(card(driver, 'vodka')).toMatchObject({ members: [{ seat: 'gin', turns: 1 }, { seat: 'vodka', turns: 0 }], killers: ['vodka'], suitcase: null });
    driver.mustAct('vodka', 'aptx', ['conan'], { role: 'conan' });
    for (const voter of ['conan', 'megure', 'ran', 'kazuha', 'akai', 't2', 'vodka']) {
      expect(driver.dispatch({ type: 'cast-ballot', seat: voter, poll: 'lynch', slot: 'main', targets: ['gin'] }).ok).toBe(true);
    }
    driver.closeStep();
    expect(driver.alive('gin')).toBe(false);
    expect(card(driver, 'vodka')).toMatchObject({ leader: 'vodka', suitcase: 'vodka', pills: 1 });
    expect(card(driver, 'gin')).toBeUndefined();
  });
});
