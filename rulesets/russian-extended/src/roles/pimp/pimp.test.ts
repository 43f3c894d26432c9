import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red1' ? ['Pim', 'pimp'] : row));

describe('Pimp (L27)', () => {
  it('PIM-1, PIM-2, PIM-3: a slave from the evening; his heal changed by the pimp heals the pimp\'s choice', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Pim', 'enslave', ['Doc']);
    expect(g.act('Pim', 'enslave', ['Com'])).toMatchObject({ ok: false, rejection: { code: 'one-slave-per-evening' } });
    g.night(1);
    g.ok('Doc', 'heal', ['Red2']);
    g.ok('Pim', 'order', ['Doc'], { move: { ability: 'heal', targets: ['Com'] } });
    g.ok('Maf1', 'shoot', ['Com'], { insurance: 'off' });
    g.morning();
    expect(g.alive('Com')).toBe(true);
    expect(g.results('Pim')).toContainEqual({ kind: 'slave-role', target: 'Doc', role: 'doctor' });
  });

  it('PIM-6: a killing move cannot be retargeted, only forbidden', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Pim', 'enslave', ['Maf1']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    expect(g.act('Pim', 'order', ['Maf1'], { move: { ability: 'shoot', targets: ['Com'] } })).toMatchObject({ ok: false, rejection: { code: 'kill-target-fixed' } });
    g.ok('Pim', 'forbid', ['Maf1']);
    g.morning();
    expect(g.alive('Red2')).toBe(true);
  });

  it('only his own slave obeys him', () => {
    const g = new Game(TABLE);
    g.night(1);
    expect(g.act('Pim', 'forbid', ['Doc'])).toMatchObject({ ok: false, rejection: { code: 'not-your-slave' } });
  });

  it('PIM-15, PIM-3: with two slaves he forbids both moves the same night', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Pim', 'enslave', ['Doc']);
    g.night(1);
    g.lynch('Blk');
    g.night(2);
    g.lynch('Maf2');
    g.to('evening');
    g.ok('Pim', 'enslave', ['Blo']);
    g.night(3);
    g.ok('Doc', 'heal', ['Red2']);
    g.ok('Blo', 'block', ['Maf1'], { mode: 'arrest' });
    g.ok('Maf1', 'shoot', ['Com'], { insurance: 'off' });
    g.ok('Man', 'shoot', ['Red2']);
    g.ok('Pim', 'forbid', ['Doc']);
    g.ok('Pim', 'forbid', ['Blo']);
    g.morning();
    expect(g.alive('Com')).toBe(false);
    expect(g.alive('Red2')).toBe(false);
  });
});
