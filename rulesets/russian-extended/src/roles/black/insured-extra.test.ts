import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

describe('BLK-9: an extra shot earned through insuring the other side goes to the insured side', () => {
  it('edge case 5: the maniac insures the mafia on night 3 and kills a black: the shot is the mafia\'s', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Act'], { insurance: 'off' });
    g.morning();
    g.lynch('Red2');
    g.night(2);
    g.ok('Man', 'shoot', ['Inv']);
    g.morning();
    g.lynch('Det');
    g.night(3);
    g.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
    g.ok('Blo', 'block', ['Maf1'], { mode: 'arrest' });
    g.ok('Man', 'insure', ['Blk']);
    g.morning();
    expect(g.alive('Blk')).toBe(false);
    expect(g.alive('Red1')).toBe(true);
    // The kill of a black through the insurance is not spent (MAF-3): the mafia keeps its shot, the maniac gains none.
    expect(g.bank('mafia')).toBe(1);
    expect(g.bank('maniac')).toBe(0);
  });
});
