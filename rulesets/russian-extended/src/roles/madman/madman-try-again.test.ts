import { describe, expect, it } from 'vitest';
import { nightThree, pms } from './test-fixture';

describe('Madman (l.39): a fire not set (l.115 item 8)', () => {
  it('l.115 item 8, r.7: arrested, his fire is not set: `pm.try-again`, and he may fire again the next night', () => {
    const g = nightThree();
    g.ok('Blo', 'block', ['Mad'], { mode: 'arrest' });
    g.ok('Mad', 'arson', ['Maf1', 'Red2']);
    g.morning();
    expect(g.alive('Mad')).toBe(true);
    expect(g.alive('Maf1')).toBe(true);
    expect(pms(g, 'Mad', 'pm.try-again')).toHaveLength(1);
    g.night(4);
    g.ok('Mad', 'arson', ['Maf1']);
  });

  it('l.115 item 8: a fire that was set is no try-again', () => {
    const g = nightThree();
    g.ok('Mad', 'arson', []);
    g.morning();
    expect(pms(g, 'Mad', 'pm.try-again')).toHaveLength(0);
  });
});
