import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

describe('Partners (PAR-2)', () => {
  it('PAR-2: with a partner absent, one mafioso sends both of the pair\'s shots (the banked one and the new one)', () => {
    const g = new Game(STANDARD);
    g.quietTo(3, ['Blk', 'Det']);
    // Night 1's unused shot is banked (MAF-4); night 3 brings a new one; Maf2 sends nothing.
    g.ok('Maf1', 'shoot', ['Red1', 'Red2'], { insurance: 'off' });
    g.morning();
    expect(g.alive('Red1') || g.alive('Red2')).toBe(false);
  });

  it('PAR-2: a partner who sent his own shot is not absent: one shot each', () => {
    const g = new Game(STANDARD);
    g.quietTo(3, ['Blk', 'Det']);
    g.ok('Maf2', 'shoot', ['Red2'], { insurance: 'off' });
    expect(g.act('Maf1', 'shoot', ['Red1', 'Doc'], { insurance: 'off' })).toMatchObject({ ok: false, rejection: { code: 'one-shot-per-mafioso' } });
  });
});
