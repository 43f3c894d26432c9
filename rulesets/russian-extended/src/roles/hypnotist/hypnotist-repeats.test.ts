import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The Hypnotist in Red1's seat, a Bodyguard in the detective's. */
const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Hyp', 'hypnotist'] : row[0] === 'Det' ? ['Bod', 'bodyguard'] : row));
const pms = (g: Game, seat: string, key: string) => g.state.notices.filter((n) => n.key === key && n.audience.to === 'seat' && n.audience.seat === seat);

describe('Hypnotist (L37): the no-repeat rules and the doctor (r.9, r.10, interactions)', () => {
  it('r.9: a ward chosen for the bodyguard by the hypnosis does not count: he may guard that player next night', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Hyp', 'hypnotise', ['Com']);
    g.ok('Bod', 'guard', ['Hyp']);
    g.morning();
    g.night(2);
    g.ok('Bod', 'guard', ['Com']);
    // His own choice of last night (the hypnotist) is the repeat.
    expect(g.act('Bod', 'guard', ['Hyp'])).toMatchObject({ ok: false, rejection: { code: 'same-ward-twice' } });
  });

  it('r.10: the hypnotist sends the bodyguard onto last night\'s ward: the guard fails and the bodyguard is not told', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Bod', 'guard', ['Com']);
    g.morning();
    g.night(2);
    g.ok('Hyp', 'hypnotise', ['Com']);
    g.ok('Bod', 'guard', ['Hyp']);
    g.ok('Man', 'shoot', ['Com']);
    g.morning();
    // Without the guard the maniac's shot reaches Com; the bodyguard learns nothing of the failure.
    expect(g.alive('Com')).toBe(false);
    expect(g.alive('Bod')).toBe(true);
    expect(pms(g, 'Bod', 'pm.move-failed')).toHaveLength(0);
  });

  it('r.10: the doctor sent onto himself the night after his self-heal: the heal fails', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Doc', 'heal', ['Doc']);
    g.morning();
    g.night(2);
    g.ok('Hyp', 'hypnotise', ['Doc']);
    g.ok('Doc', 'heal', ['Hyp']);
    g.ok('Man', 'shoot', ['Doc']);
    g.morning();
    expect(g.alive('Doc')).toBe(false);
  });

  it('doctor interaction: his hit names the hypnotist, not the player his heal reached', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Hyp', 'hypnotise', ['Com']);
    g.ok('Doc', 'heal', ['Hyp']);
    g.ok('Maf1', 'shoot', ['Com']);
    g.morning();
    expect(g.alive('Com')).toBe(true);
    const saved = pms(g, 'Doc', 'pm.doctor-saved');
    expect(saved.map((n) => n.params)).toEqual([{ seats: ['Hyp'] }]);
  });
});
