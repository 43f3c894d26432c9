import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';
import { correctionsFor } from '../../day/vote-spec';

/** The standard table with Red1 as the Actor, Red2 as the Judge and Blo as the Priest. */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] =>
  name === 'Red1' ? ['Acr', 'actor'] : name === 'Red2' ? ['Jud', 'judge'] : name === 'Blo' ? ['Pri', 'priest'] : [name, role, negative],
);
const weightOf = (g: Game, poll: string, seat: string): number | undefined => g.state.polls.find((p) => p.spec.id === poll)?.spec.voters.find((v) => v.seat === seat)?.weight;

describe('Actor r.26: a copied judge or priest is one third weaker (reading ★ 5: of the starting value)', () => {
  it('a copied judge’s ballot weighs 4 at the next day’s lynch, the judge’s own 6', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Acr', 'copy', ['Jud']);
    g.night(1);
    g.morning();
    g.lynch('Maf1');
    expect(weightOf(g, 'lynch', 'Acr')).toBe(4);
    expect(weightOf(g, 'lynch', 'Jud')).toBe(6);
  });

  it('a copied priest’s barrier is 2, the priest’s 3; none the day after', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Acr', 'copy', ['Pri']);
    g.night(1);
    g.morning();
    const text = JSON.stringify(correctionsFor(g.state));
    expect(text).toContain('"option":"Acr","value":2');
    expect(text).toContain('"option":"Pri","value":3');
    g.lynch('Maf1');
    g.night(2);
    g.morning();
    expect(JSON.stringify(correctionsFor(g.state))).not.toContain('"option":"Acr"');
  });

  it('r.17: a copied prostitute cannot refuse the condoms (reading ★ 3)', () => {
    const g = new Game(STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Acr', 'actor'] : name === 'Red2' ? ['Pro', 'prostitute'] : [name, role, negative])));
    g.to('evening');
    g.ok('Acr', 'copy', ['Pro']);
    g.night(1);
    expect(g.act('Acr', 'take', ['Com'], { protection: 'off' })).toMatchObject({ ok: false, rejection: { code: 'copied-protection-on' } });
    expect(g.act('Acr', 'take', ['Com'])).toMatchObject({ ok: false, rejection: { code: 'copied-protection-on' } });
    g.ok('Acr', 'take', ['Com'], { protection: 'on' });
    g.ok('Pro', 'take', ['Det'], { protection: 'off' });
  });
});
