import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the journalist in Red1's seat. */
const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Jou', 'journalist'] : row));

describe('Journalist (L24)', () => {
  it('JOU-1, JOU-2: same or different colours, by PM only; never himself', () => {
    const g = new Game(TABLE);
    g.night(1);
    expect(g.act('Jou', 'compare', ['Jou', 'Maf1'])).toMatchObject({ ok: false, rejection: { code: 'self-target-forbidden' } });
    g.ok('Jou', 'compare', ['Red2', 'Maf1']);
    g.morning();
    expect(g.results('Jou')).toContainEqual({ kind: 'comparison', targets: ['Maf1', 'Red2'], outcome: 'different' });
    expect(g.results('Red2')).toEqual([]);
  });

  it('JOU-3 (reading JOU A3 ★): a target the commissar checks the same night gives no information', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Jou', 'compare', ['Red2', 'Maf1']);
    g.ok('Com', 'check', ['Maf1']);
    g.morning();
    expect(g.results('Jou')).toContainEqual({ kind: 'comparison', targets: ['Maf1', 'Red2'], info: 'not-provided' });
  });

  it('JOU-5: after a success, two new players are refused; after "no info" they are allowed (edge cases 1, 4)', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Jou', 'compare', ['Red2', 'Maf1']);
    g.morning();
    g.night(2);
    expect(g.act('Jou', 'compare', ['Doc', 'Det'])).toMatchObject({ ok: false, rejection: { code: 'two-new-after-success' } });
    g.ok('Blo', 'block', ['Jou'], { mode: 'arrest' });
    g.ok('Jou', 'compare', ['Red2', 'Det']);
    g.morning();
    expect(g.results('Jou')).toContainEqual({ kind: 'comparison', targets: ['Det', 'Red2'], info: 'not-provided' });
    g.lynch('Blk');
    g.night(3);
    g.ok('Jou', 'compare', ['Doc', 'Com']);
  });

  it('JOU-4 (reading JOU A1 ★): a blackened red compares as black; the verification (JOU A2 ★) gives true colours and costs the night', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Maf1', 'rumour', ['Red2']);
    g.night(1);
    g.ok('Jou', 'compare', ['Red2', 'Maf1']);
    g.morning();
    expect(g.results('Jou')).toContainEqual({ kind: 'comparison', targets: ['Maf1', 'Red2'], outcome: 'same' });
    g.lynch('Blk');
    g.to('evening');
    expect(g.act('Jou', 'verify', ['Doc', 'Det'])).toMatchObject({ ok: false, rejection: { code: 'no-such-comparison' } });
    g.ok('Jou', 'verify', ['Maf1', 'Red2']);
    g.night(2);
    expect(g.act('Jou', 'compare', ['Maf1', 'Doc'])).toMatchObject({ ok: false, rejection: { code: 'no-move-after-verification' } });
    g.morning();
    expect(g.results('Jou')).toContainEqual({ kind: 'comparison-verification', targets: ['Maf1', 'Red2'], outcome: 'different' });
    // The commissar's verification line is not sent for the journalist's pair.
    expect(g.results('Jou').filter((r) => r['kind'] === 'verification')).toEqual([]);
  });
});
