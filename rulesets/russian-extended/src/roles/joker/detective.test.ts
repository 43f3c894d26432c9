import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the werewolf slot held by the Joker (part 2 §4.4, l.51). */
const TABLE: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) => (name === 'Blk' ? ['Jok', 'doctor', 'joker'] : [name, role, negative]));
/** A Joker whose civilian role is the commissar's (N-JOK.1). */
const COMMISSAR_JOKER: Array<[string, string, string?]> = STANDARD.filter(([name]) => name !== 'Com').map(([name, role, negative]) => (name === 'Blk' ? ['Jok', 'commissar', 'joker'] : [name, role, negative]));

const blackenings = (g: Game, seat: string) => g.results(seat).filter((r) => r['kind'] === 'blackening');

/** The mafia's rumour blackens Red2 (DET-16), the detective follows Red2 and the Joker checks `jokerTarget`; `more` adds moves before the morning. */
function rumouredNight(jokerTarget: string, more: (g: Game) => void = () => {}): Game {
  const g = new Game(TABLE);
  g.to('evening');
  g.ok('Maf1', 'rumour', ['Red2']);
  g.night(1);
  g.ok('Det', 'detect', ['Red2'], { mode: 'track' });
  g.ok('Jok', 'joker-check', [jokerTarget]);
  more(g);
  g.morning();
  return g;
}

describe('Joker r.13, N-JOK.1 (part 2 §4.4, l.51; part 3 l.108)', () => {
  it('r.13: the detective following a player the Joker checked does not recognise the blackening on him; without the Joker he does (DET-16)', () => {
    const g = rumouredNight('Red2');
    expect(blackenings(g, 'Det')).toEqual([]);
    expect(g.results('Jok')).toContainEqual({ kind: 'false-blackening', target: 'Red2' });
    const h = rumouredNight('Red1');
    expect(blackenings(h, 'Det')).toEqual([{ kind: 'blackening', target: 'Red2', side: 'mafia' }]);
  });

  it('r.13 with r.3: a Joker check that failed on the blocker\'s protection hides nothing from the detective', () => {
    const g = rumouredNight('Red2', (n) => n.ok('Blo', 'block', ['Red2'], { mode: 'protect' }));
    expect(blackenings(g, 'Det')).toEqual([{ kind: 'blackening', target: 'Red2', side: 'mafia' }]);
  });

  it('N-JOK.1: a commissar Joker\'s Joker check produces none of the commissar role\'s effects (no passed public commissar line, no investigator copy)', () => {
    const g = new Game(COMMISSAR_JOKER);
    g.night(1);
    g.ok('Jok', 'joker-check', ['Red1']);
    g.morning();
    // The commissar's public line reports no check made (his role sent none), never a passed one.
    expect(g.public('morning.commissar')).not.toContainEqual({ outcome: 'passed' });
    expect(g.results('Inv').filter((r) => r['kind'] === 'copied-check')).toEqual([]);
    expect(g.results('Jok')).toContainEqual({ kind: 'joker-check', target: 'Red1', colour: 'red', role: 'citizen' });
  });
});
