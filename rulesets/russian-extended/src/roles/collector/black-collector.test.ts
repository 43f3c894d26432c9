import { describe, expect, it } from 'vitest';
import { Game } from '../../../test/helpers';
import { WITHOUT_HEIR } from './test-fixture';

/** The collector's role held by the red Col, or by the black Blk (the werewolf slot, no negative move). */
const table = (black: boolean): Array<[string, string, string?]> =>
  black ? WITHOUT_HEIR.map(([n, r, neg]) => (n === 'Col' ? ['Col', 'citizen'] : n === 'Blk' ? ['Blk', 'collector', neg] : [n, r, neg])) : WITHOUT_HEIR;

/** Day 1 the collector collects the commissar; night 1 the mafia kills him; night 2 the collector checks Maf2 substituting red. */
function substituteThroughCollection(collector: string, black: boolean) {
  const g = new Game(table(black));
  g.to('evening');
  g.ok(collector, 'collect', ['Com']);
  g.night(1);
  g.ok('Maf1', 'shoot', ['Com'], { insurance: 'off' });
  g.morning();
  g.lynch('Red2');
  g.night(2);
  return g.act(collector, 'check', ['Maf2'], { substitute: 'red' });
}

describe('N-COL.1: a black collector\'s collected roles carry the negative adjustments', () => {
  it('his collected commissar is a black commissar (N-COM.2: he may substitute); a red collector\'s is not', () => {
    expect(substituteThroughCollection('Blk', true)).toMatchObject({ ok: true });
    expect(substituteThroughCollection('Col', false)).toMatchObject({ ok: false, rejection: { code: 'not-a-black-commissar' } });
  });
});
