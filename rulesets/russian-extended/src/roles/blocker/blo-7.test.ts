import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

describe('BLO-7 (reading BLO A2): a killer under the blocker\'s protection who shoots himself', () => {
  it('the protected mafioso\'s suicide is survived (BLK-12) and the blocker\'s public result is "hit"', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Blo', 'block', ['Maf1'], { mode: 'protect' });
    g.ok('Maf2', 'approve-suicide', ['Maf1']);
    g.ok('Maf1', 'suicide', []);
    g.morning();
    expect(g.alive('Maf1')).toBe(true);
    expect(g.public('morning.blocker')).toContainEqual({ outcome: 'hit' });
  });
});
