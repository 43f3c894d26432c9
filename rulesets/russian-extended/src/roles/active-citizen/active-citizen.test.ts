import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

describe('Active citizen (L9)', () => {
  it('ACT-3: the doctor is killed, the active citizen becomes the doctor and is told so (ACT-7)', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Doc']);
    g.morning();
    expect(g.state.seats.find((s) => s.id === 'Act')?.role).toBe('doctor');
    expect(g.view({ kind: 'seat', seat: 'Act' }).notices.some((n) => n.key === 'pm.role-taken-over')).toBe(true);
  });

  it('ACT-5: a black\'s civilian role is taken over too', () => {
    const g = new Game([...STANDARD.slice(0, 8), ['Maf1', 'blocker', 'mafia'], ...STANDARD.slice(9)]);
    g.night(1);
    g.ok('Man', 'insure', ['Red1']);
    // PAR-8: a kill of one's partner needs the victim-partner's confirmation.
    g.ok('Maf1', 'confirm-partner-kill', ['Maf2']);
    g.ok('Maf2', 'shoot', ['Maf1'], { insurance: 'off' });
    g.morning();
    expect(g.alive('Maf1')).toBe(false);
    expect(g.state.seats.find((s) => s.id === 'Act')?.role).toBe('blocker');
  });

  it('ACT-6: several die at once, the red player\'s role comes first', () => {
    const g = new Game([...STANDARD.slice(0, 8), ['Maf1', 'citizen', 'mafia'], ['Maf2', 'citizen', 'mafia'], ['Man', 'citizen', 'maniac'], ['Blk', 'blocker', 'none']], { format: 'extended' });
    g.night(1);
    g.ok('Maf1', 'shoot', ['Blk'], { insurance: 'off' });
    g.ok('Man', 'shoot', ['Doc']);
    g.morning();
    expect(g.dead().sort()).toEqual(['Blk', 'Doc']);
    expect(g.state.seats.find((s) => s.id === 'Act')?.role).toBe('doctor');
  });
});
