import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with Red1 as the Phantom (red), or Maf2 holding the Phantom (black). */
const RED_TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Phan', 'phantom'] : [name, role, negative]));
const BLACK_TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Maf2' ? ['Bph', 'phantom', 'mafia'] : [name, role, negative]));
const statuses = (g: Game, seat: string): string[] => (g.state.seats.find((s) => s.id === seat)?.statuses ?? []).map((s) => s.id);

/** Day 2's lynch of `victim` by everyone alive, with `possess` sent by `phantom` on `target`. */
function lynchWithPossession(g: Game, victim: string, phantom: string, target: string): void {
  g.night(1);
  g.to('lynch');
  for (const seat of g.state.seats.filter((s) => s.alive && s.id !== victim)) g.vote(seat.id, 'lynch', victim);
  g.ok(phantom, 'possess', [target]);
  g.closeStep();
}

describe('Phantom (L18): possession and the black curse', () => {
  it('PHA-2, T.9: a deathbed possession lapses when the vote does not eliminate him', () => {
    const g = new Game(RED_TABLE);
    lynchWithPossession(g, 'Blk', 'Phan', 'Red2');
    expect(g.alive('Phan')).toBe(true);
    expect(g.public('day.possessed')).toEqual([]);
    expect(g.results('Phan')).toEqual([]);
    // Not spent: at a later vote that eliminates him he may still possess.
    g.night(2);
    g.to('lynch');
    for (const seat of g.state.seats.filter((s) => s.alive && s.id !== 'Phan')) g.vote(seat.id, 'lynch', 'Phan');
    g.ok('Phan', 'possess', ['Red2']);
    g.closeStep();
    expect(g.results('Phan')).toContainEqual({ kind: 'possessed-role', target: 'Red2', role: 'citizen' });
  });

  it('PHA-2: possession is once a game (`already-possessed` at his next vote)', () => {
    const g = new Game(RED_TABLE);
    lynchWithPossession(g, 'Phan', 'Phan', 'Red2');
    g.night(2);
    g.to('lynch');
    expect(g.act('Phan', 'possess', ['Doc'])).toMatchObject({ ok: false, rejection: { code: 'already-possessed' } });
  });

  it('N-PH.2: a living cursed player checks "information not provided" and his civilian move fails', () => {
    const g = new Game(BLACK_TABLE);
    lynchWithPossession(g, 'Bph', 'Bph', 'Doc');
    expect(statuses(g, 'Doc').sort()).toEqual(['cursed', 'role-blocked']);
    expect(g.public('day.negative-revealed')).toEqual([]);
    g.night(2);
    g.ok('Com', 'check', ['Doc']);
    g.ok('Doc', 'heal', ['Red2']);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    expect(g.lastPublic('morning.commissar')).toEqual({ outcome: 'no-info' });
    expect(g.alive('Red2')).toBe(false);
  });

  it('N-PH.4, PHA-2: after his one more vote the black Phantom leaves, and only then is his negative role shown', () => {
    const g = new Game(BLACK_TABLE);
    lynchWithPossession(g, 'Bph', 'Bph', 'Doc');
    g.night(2);
    g.to('evening');
    expect(statuses(g, 'Bph')).toEqual(['phantom']);
    g.night(3);
    expect(g.lastPublic('day.negative-revealed')).toEqual({ seat: 'Bph', negative: 'mafia' });
    expect(statuses(g, 'Bph')).toEqual([]);
    expect(statuses(g, 'Doc')).toEqual([]);
  });

  it('ACT with the possessing Phantom: the active citizen takes the vacated role, and his bonus counts the lingering Phantom', () => {
    const g = new Game(RED_TABLE);
    lynchWithPossession(g, 'Phan', 'Phan', 'Red2');
    expect(g.state.seats.find((s) => s.id === 'Act')?.role).toBe('phantom');
    g.night(2);
    g.to('lynch');
    g.votes('lynch', { Act: 'Blk', Doc: 'Blk' });
    g.closeStep();
    expect(g.state.polls.find((p) => p.spec.id === 'lynch')?.spec.voters.find((v) => v.seat === 'Act')?.weight).toBe(2);
  });

  it('N-PH.2: the cursed player\'s civilian role is blocked by day too (his evening hack fails, MOV-7)', () => {
    const rows = BLACK_TABLE.map(([name, role, negative]): [string, string, string?] => (name === 'Red2' ? ['Hac', 'hacker'] : [name, role, negative]));
    const g = new Game(rows);
    lynchWithPossession(g, 'Bph', 'Bph', 'Hac');
    g.to('evening');
    g.ok('Hac', 'hack', ['Com']);
    g.night(2);
    expect(statuses(g, 'Com')).toEqual([]);
  });

  it('END-6: a dead red Phantom who may still possess today counts as a red at the start of the day', () => {
    const rows: Array<[string, string, string?]> = [['Phan', 'phantom'], ['Doc', 'doctor'], ['Red1', 'citizen'], ['Maf1', 'citizen', 'mafia'], ['Maf2', 'citizen', 'mafia']];
    const g = new Game(rows);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Phan'], { insurance: 'off' });
    g.morning();
    // Two living reds against two blacks and no hunt (END-4) would end the game; the Phantom is the third red.
    expect(g.state.result).toBeNull();
    const black = new Game(rows.map(([n, r, neg]): [string, string, string?] => (n === 'Red1' ? ['Bph', 'phantom', 'none'] : n === 'Phan' ? ['Red0', 'citizen'] : [n, r, neg])));
    black.night(1);
    black.ok('Maf1', 'shoot', ['Bph'], { insurance: 'off' });
    black.morning();
    // A dead black Phantom is not counted at all: two reds against two blacks, no hunt: the blacks win.
    expect(black.state.result?.factions).toEqual(['black']);
  });
});
