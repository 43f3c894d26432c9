import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

const cause = (g: Game, seat: string): string | undefined => g.state.seats.find((s) => s.id === seat)?.eliminationCause;

describe('Suicide (BLK-11..BLK-15)', () => {
  it('BLK-11: the maniac may commit suicide on night 1, a night without his killer move', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Man', 'suicide', []);
    g.morning();
    expect(g.alive('Man')).toBe(false);
    expect(cause(g, 'Man')).toBe('killed:suicide');
    expect(g.bank('maniac')).toBe(0);
  });

  it('BLK-12: an arrest cannot disrupt it (and is no hit for the blocker); a detective sees him stay home', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Man', 'suicide', []);
    g.ok('Blo', 'block', ['Man'], { mode: 'arrest' });
    g.ok('Det', 'detect', ['Man'], { mode: 'track' });
    g.morning();
    expect(g.alive('Man')).toBe(false);
    expect(g.lastPublic('morning.blocker')).toEqual({ outcome: 'miss' });
    expect(g.results('Det')).toContainEqual({ kind: 'track', target: 'Man', visited: [] });
  });

  it('BLK-12 (§3.2 edge case 6): healed by the doctor he survives; the doctor hit', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Man', 'suicide', []);
    g.ok('Doc', 'heal', ['Man']);
    g.morning();
    expect(g.alive('Man')).toBe(true);
    expect(g.lastPublic('morning.doctor')).toEqual({ outcome: 'hit' });
    expect(g.results('Man')).toContainEqual({ kind: 'suicide', outcome: 'saved' });
  });

  it('BLK-12: under the blocker\'s protection he survives; the blocker hit and learns the negative role', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Man', 'suicide', []);
    g.ok('Blo', 'block', ['Man'], { mode: 'protect' });
    g.morning();
    expect(g.alive('Man')).toBe(true);
    expect(g.lastPublic('morning.blocker')).toEqual({ outcome: 'hit' });
    expect(g.state.notices).toContainEqual(expect.objectContaining({ key: 'pm.blocker-hit', params: { role: 'maniac' } }));
  });

  it('BLK-14 (§3.2 edge case 8): a mafioso shoots and commits suicide the same night: both go through, the shot first', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
    g.ok('Maf1', 'suicide', []);
    g.ok('Maf2', 'approve-suicide', ['Maf1']);
    g.morning();
    expect(g.dead().sort()).toEqual(['Maf1', 'Red1']);
    expect(g.bank('mafia')).toBe(0);
  });

  it('PAR-9: without the living partner\'s approval the suicide does not happen', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'suicide', []);
    g.morning();
    expect(g.alive('Maf1')).toBe(true);
    expect(g.results('Maf1')).toContainEqual({ kind: 'suicide', outcome: 'not-approved' });
  });

  it.each([
    ['dies', true, true],
    ['dies', false, false],
    ['survives', false, true],
    ['survives', true, false],
  ])('BLK-15 (§3.2 edge case 9): "unless Red1 %s", Red1 shot: %s → the suicide is cancelled: %s', (unless, shot, cancelled) => {
    const g = new Game(STANDARD);
    g.night(1);
    if (shot) g.ok('Maf1', 'shoot', ['Red1']);
    g.ok('Man', 'suicide', ['Red1'], { unless });
    g.morning();
    expect(g.alive('Man')).toBe(cancelled);
    if (cancelled) expect(g.results('Man')).toContainEqual({ kind: 'suicide', outcome: 'cancelled' });
  });

  it('BLK-13: a suicide harms nobody else; EXT-5 does not count it as a black\'s killer move', () => {
    const g = new Game(STANDARD, { format: 'extended' });
    g.night(1);
    g.ok('Man', 'suicide', []);
    g.morning();
    expect(g.dead()).toEqual(['Man']);
    g.night(2);
    g.ok('Maf1', 'shoot', ['Blk']);
    g.morning();
    expect(g.dead().sort()).toEqual(['Blk', 'Man']);
  });

  it.each([
    ['Man', 'suicide', ['Red1'], {}, 'suicide-condition-needs-player'],
    ['Man', 'suicide', [], { unless: 'dies' }, 'suicide-condition-needs-player'],
    ['Man', 'approve-suicide', ['Maf1'], {}, 'not-your-partner'],
    ['Red1', 'suicide', [], {}, 'unknown-ability'],
  ])('%s %s %j %j is refused: %s', (actor, ability, targets, options, code) => {
    const g = new Game(STANDARD);
    g.night(1);
    expect(g.act(actor, ability, targets, options)).toMatchObject({ ok: false, rejection: { code } });
  });
});
