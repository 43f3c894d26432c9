import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

describe('INF-2 with ACT-7: the detective role\'s data passes with its results', () => {
  it('the active citizen who takes the role over gets the tracking results with their nights', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Det', 'detect', ['Maf1'], { mode: 'track' });
    g.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
    g.morning();
    g.night(2);
    g.ok('Man', 'shoot', ['Det']);
    g.morning();
    const data = g.results('Act').find((r) => r['kind'] === 'role-data');
    expect(data).toMatchObject({ role: 'detective', from: 'Det' });
    expect(data?.['results']).toEqual([{ night: 1, kind: 'track', target: 'Maf1', visited: ['Red1'] }]);
  });
});
