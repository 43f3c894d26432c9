import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../test/helpers';

/** Maf1 also holds the doctor's role; Doc's seat is a red citizen. */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Maf1' ? ['Maf1', 'doctor', 'mafia'] : name === 'Doc' ? ['Red3', 'citizen'] : [name, role, negative]));

/** Night 3: the mafia holds its banked night-1 shot and a new one (MAF-4, MAF-6). */
function nightThree(): Game {
  const g = new Game(TABLE);
  g.quietTo(3, ['Blk', 'Det']);
  // Maf1 heals Red1 (his civilian move) and shoots Red2 (his negative one); Maf2 shoots Red1.
  g.ok('Maf1', 'heal', ['Red1']);
  g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
  g.ok('Maf2', 'shoot', ['Red1'], { insurance: 'off' });
  return g;
}

describe("A negative's two roles (part 3 §3.1: N.2, N.3)", () => {
  it('N.2: his civilian and negative moves are independent: he heals one player and shoots another the same night', () => {
    const g = nightThree();
    g.morning();
    expect(g.alive('Red1')).toBe(true);
    expect(g.alive('Red2')).toBe(false);
    expect(g.lastPublic('morning.doctor')).toEqual({ outcome: 'hit' });
  });

  it("N.3: the blocker's arrest knocks down both of his night moves at once", () => {
    const g = nightThree();
    g.ok('Blo', 'block', ['Maf1'], { mode: 'arrest' });
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(g.alive('Red2')).toBe(true);
  });
});
