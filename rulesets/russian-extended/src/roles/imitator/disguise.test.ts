import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the werewolf slot held by the Imitator (part 2 §4.3, l.50). */
const TABLE: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) => (name === 'Blk' ? ['Imi', 'citizen', 'imitator'] : [name, role, negative]));

/** Day 2's lynch with every living player voting for `target`. */
function lynchDay(g: Game, target: string, disguise?: string): void {
  g.to('lynch');
  if (disguise) g.ok('Imi', 'disguise', [], { as: disguise });
  for (const seat of g.state.seats.filter((s) => s.alive)) g.vote(seat.id, 'lynch', target);
  g.closeStep();
}

const seat = (g: Game, id: string) => g.state.seats.find((s) => s.id === id);

describe('Imitator r.10, r.11 (part 2 §4.3, l.50; T.11): the death disguise', () => {
  it('r.10: lynched, he dies in the guise of another black present in the game: the public sees that role, never "imitator"', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.morning();
    lynchDay(g, 'Imi', 'mafia');
    expect(g.alive('Imi')).toBe(false);
    expect(g.public('day.negative-revealed')).toEqual([{ seat: 'Imi', negative: 'mafia' }]);
    expect(seat(g, 'Imi')?.revealed).toEqual({ role: 'citizen', faction: 'black' });
  });

  it('r.11: lynched before his first kill he dies red: his team is withheld, the public sees his civilian role as a red\'s; technically he stays black', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.morning();
    lynchDay(g, 'Imi', 'red');
    expect(g.alive('Imi')).toBe(false);
    expect(g.public('day.red-revealed')).toEqual([{ seat: 'Imi', role: 'citizen' }]);
    expect(g.public('day.negative-revealed')).toEqual([]);
    expect(seat(g, 'Imi')?.revealed).toBeUndefined();
    expect(seat(g, 'Imi')?.faction).toBe('black');
  });

  it('contract §2: the deathbed disguise lapses when the vote eliminates someone else', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.morning();
    lynchDay(g, 'Red1', 'mafia');
    expect(g.alive('Imi')).toBe(true);
    expect(g.public('day.negative-revealed')).toEqual([]);
  });

  it('contract §7: `disguise-unknown` for a role nobody else holds or none named; only the Imitator disguises; r.11: no red after his first kill', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.morning();
    g.to('lynch');
    expect(g.act('Imi', 'disguise', [], { as: 'geisha' })).toMatchObject({ ok: false, rejection: { code: 'disguise-unknown' } });
    expect(g.act('Imi', 'disguise', [], { as: 'imitator' })).toMatchObject({ ok: false });
    expect(g.act('Imi', 'disguise', [])).toMatchObject({ ok: false, rejection: { code: 'disguise-unknown' } });
    expect(g.act('Maf1', 'disguise', [], { as: 'red' })).toMatchObject({ ok: false, rejection: { code: 'no-such-negative-move' } });
    const alone = new Game(TABLE.filter(([name]) => name !== 'Man'));
    alone.night(2);
    alone.ok('Imi', 'shoot', ['Red1']);
    alone.morning();
    alone.to('lynch');
    expect(alone.act('Imi', 'disguise', [], { as: 'red' })).toMatchObject({ ok: false, rejection: { code: 'disguise-red-after-kill' } });
    alone.ok('Imi', 'disguise', [], { as: 'mafia' });
  });
});
