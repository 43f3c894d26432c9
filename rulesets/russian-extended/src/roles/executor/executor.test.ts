import { describe, expect, it } from 'vitest';
import { Game, seats, STANDARD } from '../../../test/helpers';

/** The standard table with the werewolf slot held by the Executor (part 2 §4.6). */
const TABLE: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) => (name === 'Blk' ? ['Exe', role, 'executor'] : [name, role, negative]));

const statuses = (g: Game, seat: string): string[] => g.state.seats.find((s) => s.id === seat)?.statuses.map((s) => s.id) ?? [];

describe('Executor (part 2 §4.6, l.53)', () => {
  it('r.9: lynched with nobody in the chamber, he destroys any player\'s role and colour', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.morning();
    g.to('lynch');
    g.ok('Exe', 'destroy', ['Com']);
    for (const seat of g.state.seats.filter((s) => s.alive)) g.vote(seat.id, 'lynch', 'Exe');
    g.closeStep();
    expect(g.alive('Exe')).toBe(false);
    expect(statuses(g, 'Com')).toContain('crippled');
    expect(g.lastPublic('day.destroyed')).toEqual({ seat: 'Com' });
  });

  it('r.13: he may torture himself: his civilian role is lost, his negative role is not blocked', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Exe', 'seize', ['Exe']);
    g.morning();
    g.to('evening');
    g.ok('Exe', 'torture', []);
    g.night(2);
    expect(statuses(g, 'Exe')).toContain('crippled');
    expect(statuses(g, 'Exe')).not.toContain('negative-blocked');
    expect(g.act('Exe', 'seize', ['Red1']).ok).toBe(true);
  });

  it('r.8, r.11: a black victim tortured to the end has his negative role blocked that night', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Exe', 'seize', ['Maf1']);
    g.morning();
    g.to('evening');
    g.ok('Exe', 'torture', []);
    g.night(2);
    expect(statuses(g, 'Maf1')).toEqual(expect.arrayContaining(['crippled', 'negative-blocked']));
  });

  it('r.6: release and torture need a victim; r.14: one victim outside the extended nights 1–2; only the executor seizes', () => {
    const g = new Game(TABLE);
    g.night(1);
    expect(g.act('Exe', 'seize', ['Red1', 'Red2'])).toMatchObject({ ok: false, rejection: { code: 'wrong-target-count' } });
    expect(g.act('Maf1', 'seize', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'no-such-negative-move' } });
    g.morning();
    g.to('evening');
    expect(g.act('Exe', 'release', [])).toMatchObject({ ok: false, rejection: { code: 'no-captive' } });
  });

  it('r.14: two victims on night 1 of the extended format', () => {
    const g = new Game([...TABLE, ['Red3', 'citizen'], ['Red4', 'citizen']], { format: 'extended' });
    g.night(1);
    expect(g.act('Exe', 'seize', ['Red1', 'Red2']).ok).toBe(true);
    g.morning();
    expect(statuses(g, 'Red1')).toContain('tortured');
    expect(statuses(g, 'Red2')).toContain('tortured');
  });

  it('r.4: the Faceless\'s team counts as red in the torture report', () => {
    const dealt = seats(TABLE).map((seat) => (seat.id === 'Red2' ? { ...seat, faction: 'grey' } : seat));
    const g = new Game([], {}, 'test', dealt);
    g.night(1);
    g.ok('Exe', 'seize', ['Red2']);
    g.morning();
    g.to('evening');
    expect(g.results('Exe')).toContainEqual({ kind: 'torture-report', target: 'Red2', role: 'citizen', team: 'red' });
  });

  describe('N-EXE.1, N-EXE.2 (l.110): an executor holding the Immortal role', () => {
    const IMMORTAL: Array<[string, string, string?]> = TABLE.map(([name, role, negative]) => (name === 'Exe' ? [name, 'immortal', negative] : [name, role, negative]));
    const linked = (): Game => {
      const g = new Game(IMMORTAL);
      g.to('evening');
      g.ok('Exe', 'link', ['Red1']);
      g.night(1);
      g.ok('Maf1', 'shoot', ['Exe']);
      g.morning();
      return g;
    };

    it('N-EXE.1: the Immortal\'s life goes first; N-EXE.2: then his linked player, attacked, dies alone', () => {
      const g = linked();
      expect(g.alive('Exe')).toBe(true);
      expect(g.results('Exe')).toContainEqual({ kind: 'life-spent', attacked: ['Exe'] });
      g.night(2);
      g.ok('Man', 'shoot', ['Red1']);
      g.morning();
      expect(g.alive('Red1')).toBe(false);
      expect(g.alive('Exe')).toBe(true);
    });

    it('N-EXE.2: the executor attacked with the life spent: his pain resistance saves him, the linked player dies alone', () => {
      const g = linked();
      g.night(2);
      g.ok('Man', 'shoot', ['Red2']);
      g.night(3);
      g.ok('Maf1', 'shoot', ['Exe']);
      g.morning();
      expect(g.alive('Exe')).toBe(true);
      expect(g.alive('Red1')).toBe(false);
    });
  });
});
