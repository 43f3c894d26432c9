import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/**
 * Part 3 §5 (l.115) items 11 and 12: "the executor (the geisha) may create the appearance of a move
 * into himself for outside observers" when his move was knocked down. Reading l.115 A-11/12
 * (README): a move into oneself is "stayed home" to every tracker (DET-3), which is what observers
 * see of a knocked-down special move: nothing leaves the house, and the move's target sees no one.
 */
const withWerewolf = (name: string, negative: string): Array<[string, string, string?]> =>
  STANDARD.map(([seat, role, neg]): [string, string, string?] =>
    seat === 'Blk' ? [name, role, negative] : seat === 'Red2' ? ['Hom', 'homeless'] : [seat, role, neg],
  );

describe('l.115 items 11, 12: a knocked-down special move looks like a move into himself', () => {
  it('item 11: the executor arrested by the blocker is tracked at home; the house he aimed at sees no one', () => {
    const g = new Game(withWerewolf('Exe', 'executor'));
    g.night(1);
    g.ok('Exe', 'seize', ['Red1']);
    g.ok('Blo', 'block', ['Exe'], { mode: 'arrest' });
    g.ok('Det', 'detect', ['Exe'], { mode: 'track' });
    g.ok('Hom', 'watch', ['Red1']);
    g.morning();
    expect(g.results('Det')).toContainEqual({ kind: 'track', target: 'Exe', visited: [] });
    expect(g.results('Hom')).toContainEqual(expect.objectContaining({ kind: 'watch', target: 'Red1', visitors: [] }));
  });

  it('item 12: the geisha whose company failed on a Homeless who moved (geisha r.8) is tracked at home', () => {
    const g = new Game(withWerewolf('Gei', 'geisha'));
    g.night(1);
    g.ok('Hom', 'watch', ['Red1']);
    g.ok('Gei', 'entertain', ['Hom']);
    g.ok('Det', 'detect', ['Gei'], { mode: 'track' });
    g.morning();
    expect(g.results('Det')).toContainEqual({ kind: 'track', target: 'Gei', visited: [] });
    expect(g.results('Hom')).not.toContainEqual({ kind: 'company' });
  });
});
