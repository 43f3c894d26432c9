import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';
import { employerSideOf, seatOf } from '../../model';
import { nightTakenFrom } from './takeover';

/**
 * Yakuza r.8 (part 2 §4.8, l.55): the ninja is the yakuza's Mercenary. The standard table with the
 * yakuza pair in the maniac's and the werewolf's seats, and the ninja as a thirteenth player.
 */
const TABLE: Array<[string, string, string?]> = [
  ...STANDARD.map(([name, role, negative]): [string, string, string?] =>
    name === 'Man' ? ['Yak1', role, 'yakuza'] : name === 'Blk' ? ['Yak2', role, 'yakuza'] : [name, role, negative],
  ),
  ['Nin', 'citizen', 'ninja'],
];

const kinds = (g: Game, seat: string, kind: string) => g.results(seat).filter((r) => r['kind'] === kind);

describe('The ninja (yakuza r.8: the Mercenary\'s mirror)', () => {
  it('mercenary r.1, r.5, r.17 mirrored: the yakuza\'s contract on their night kills first, the yakuza skip their shot, and learn the team', () => {
    const g = new Game(TABLE);
    expect(employerSideOf(g.state, seatOf(g.state, 'Nin'))).toBe('maniac');
    g.night(1);
    // The mafia has no hired killer of its own (the ninja works for the yakuza).
    expect(g.act('Maf1', 'contract', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'no-mercenary' } });
    g.ok('Maf1', 'shoot', ['Inv']);
    g.night(2);
    g.ok('Yak1', 'contract', ['Red1']);
    g.ok('Yak2', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.alive('Red2')).toBe(true);
    for (const seat of ['Yak1', 'Yak2', 'Nin']) expect(g.results(seat)).toContainEqual({ kind: 'victim-team', target: 'Red1', colour: 'red' });
    // The mafia hears nothing of the yakuza's contract.
    expect(kinds(g, 'Maf1', 'victim-team').filter((r) => r['target'] === 'Red1')).toEqual([]);
  });

  it('mercenary r.10, r.22 mirrored: while a yakuza lives he sends no moves of his own, and he checks red (a werewolf; reading Yakuza A-N1)', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Inv']);
    g.ok('Com', 'check', ['Nin']);
    expect(g.act('Nin', 'shoot', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'mercenary-has-no-move' } });
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Nin', colour: 'red' });
  });

  it('r.15: with the ninja, one yakuza down does not give the night up to the mafia (standard format)', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Yak2'], { insurance: 'off' });
    g.morning();
    expect(g.alive('Yak2')).toBe(false);
    expect(nightTakenFrom(g.state, 'maniac')).toBe(false);
    const without = new Game(TABLE.filter(([name]) => name !== 'Nin'));
    without.night(1);
    without.ok('Maf1', 'shoot', ['Yak2'], { insurance: 'off' });
    without.morning();
    expect(nightTakenFrom(without.state, 'maniac')).toBe(true);
  });

  it('r.16: both yakuza dead, the ninja moves to the mafia and carries out its contracts; the mafia hears of his death', () => {
    const g = new Game(TABLE);
    g.dispatch({ type: 'modkill', seat: 'Yak1', reason: 'test' });
    g.dispatch({ type: 'modkill', seat: 'Yak2', reason: 'test' });
    expect(employerSideOf(g.state, seatOf(g.state, 'Nin'))).toBe('mafia');
    g.night(1);
    g.ok('Maf1', 'contract', ['Red1']);
    g.ok('Maf2', 'shoot', ['Red2']);
    g.ok('Doc', 'heal', ['Red2']);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.results('Maf2')).toContainEqual({ kind: 'victim-team', target: 'Red1', colour: 'red' });
    g.lynch('Nin');
    expect(g.alive('Nin')).toBe(false);
  });

  it('mercenary r.18 mirrored: the ninja killed at night, the yakuza learn it in the morning', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Nin'], { insurance: 'off' });
    g.morning();
    expect(g.alive('Nin')).toBe(false);
    for (const seat of ['Yak1', 'Yak2']) expect(kinds(g, seat, 'mercenary-died')).toEqual([{ kind: 'mercenary-died', target: 'Nin' }]);
    expect(kinds(g, 'Maf2', 'mercenary-died')).toEqual([]);
  });

  it('r.12, r.14: the ninja insures the mafia on its night; a failed insurance is not followed up by his employers\' own insurance', () => {
    const play = (contract: boolean) => {
      const g = new Game(TABLE);
      g.night(1);
      g.ok('Maf1', 'shoot', ['Det'], { insurance: 'off' });
      g.ok('Blo', 'block', ['Maf1'], { mode: 'arrest' });
      // The yakuza hold no shot on the mafia's night: their ninja insures the mafia (mercenary r.15 mirrored).
      if (contract) {
        g.ok('Yak1', 'contract', ['Red1']);
        g.ok('Doc', 'heal', ['Red1']);
      }
      g.ok('Yak2', 'insure', ['Com']);
      g.morning();
      return g;
    };
    const hired = play(true);
    expect(hired.alive('Det')).toBe(true);
    expect(hired.alive('Red1')).toBe(true);
    // r.14: his employer does not follow up the failed insurance (r.13 would let it fire after the save).
    expect(hired.alive('Com')).toBe(true);
    // Without the ninja's insurance the yakuza's own insures the arrested mafia (MAF-7).
    expect(play(false).alive('Com')).toBe(false);
  });
});
