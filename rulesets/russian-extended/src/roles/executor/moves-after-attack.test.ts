import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the Executor holding the commissar's role (a check comes after the killers, K.3). */
const TABLE: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) =>
  name === 'Com' ? ['Exe', 'commissar', 'executor'] : name === 'Blk' ? ['Blk', role, 'none'] : [name, role, negative],
);

const checks = (g: Game): unknown[] => g.results('Exe').filter((r) => r['kind'] === 'check');

describe('Executor: his moves after a kill attempt (part 2 §4.6 r.15, r.16)', () => {
  it('r.16: saved by the doctor\'s heal, his civilian move after the killers is broken (MOV-10)', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Exe']);
    g.ok('Doc', 'heal', ['Exe']);
    g.ok('Exe', 'check', ['Maf2']);
    g.morning();
    expect(g.alive('Exe')).toBe(true);
    expect(checks(g)).toEqual([]);
  });

  it('r.15, reading Executor A7: saved by his own pain resistance, he keeps his civilian move', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Exe']);
    g.ok('Exe', 'check', ['Maf2']);
    g.morning();
    expect(g.alive('Exe')).toBe(true);
    expect(checks(g)).toEqual([expect.objectContaining({ target: 'Maf2', colour: 'black' })]);
  });
});
