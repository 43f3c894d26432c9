import { describe, expect, it } from 'vitest';
import { KEYS, read } from '../../data';
import { correctionsFor } from '../../day/vote-spec';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with Red1 as the Actor. */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Acr', 'actor'] : [name, role, negative]));
const withRoles = (extra: Record<string, string>): Array<[string, string, string?]> =>
  TABLE.map(([name, role, negative]) => (extra[name] ? [name, extra[name] as string] : [name, role, negative]));

/** Day 1 evening: the Actor copies `target`; the game goes to night 1. */
function copied(target: string, table = TABLE): Game {
  const g = new Game(table);
  g.to('evening');
  g.ok('Acr', 'copy', [target]);
  g.night(1);
  return g;
}

describe('Actor: the copied role’s moves (l.40)', () => {
  it('r.2: the copied doctor heals under the role’s own ability id and saves the shot player', () => {
    const g = copied('Doc');
    expect(g.available('Acr')).toContainEqual(expect.objectContaining({ type: 'submit-intent', ability: 'heal', granted: expect.objectContaining({ role: 'doctor', source: { rule: 'actor r.2', seat: 'Doc' } }) }));
    g.ok('Acr', 'heal', ['Red2']);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    expect(g.dead()).toEqual([]);
    expect(g.state.notices).toContainEqual(expect.objectContaining({ key: 'pm.doctor-saved', audience: { to: 'seat', seat: 'Acr' } }));
  });

  it('r.6: a copied doctor’s result is a PM only: the public morning has the doctor’s own line alone', () => {
    const g = copied('Doc');
    g.ok('Acr', 'heal', ['Red2']);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    // The real doctor skipped (DOC-8: his "miss"); the copy's "hit" is not announced.
    expect(g.public('morning.doctor')).toEqual([{ outcome: 'miss' }]);
  });

  it('r.3: the copy plays from zero and leaves the doctor’s history (DOC-10) alone', () => {
    const g = copied('Doc');
    g.ok('Acr', 'heal', ['Acr']);
    g.morning();
    expect(read(g.state, KEYS.heal)).toBeNull();
  });

  it('r.4: the copied player killed at night, the Actor keeps the role until the end of the day', () => {
    const g = copied('Doc');
    g.ok('Maf1', 'shoot', ['Doc'], { insurance: 'off' });
    g.morning();
    expect(g.dead()).toEqual(['Doc']);
    expect(g.state.seats.find((s) => s.id === 'Acr')?.grants).toEqual([expect.objectContaining({ id: 'copy', role: 'doctor' })]);
    g.night(2);
    // r.2: one game-day only.
    expect(g.act('Acr', 'heal', ['Red2'])).toMatchObject({ ok: false, rejection: { code: 'unknown-ability' } });
  });

  it('r.6, r.7: a copied commissar’s check is a PM; no public line, nothing to the investigator', () => {
    const g = copied('Com');
    g.ok('Acr', 'check', ['Maf1']);
    g.morning();
    expect(g.results('Acr')).toContainEqual({ kind: 'check', target: 'Maf1', colour: 'black' });
    expect(g.results('Inv').filter((r) => r['target'] === 'Maf1')).toEqual([]);
    // Only the real commissar's skipped move is announced (COM-4).
    expect(g.public('morning.commissar')).toEqual([{ outcome: 'failed' }]);
  });

  it('r.14: as doctor, only one target', () => {
    const g = copied('Doc');
    expect(g.act('Acr', 'heal', ['Red2', 'Det'])).toMatchObject({ ok: false, rejection: { code: 'copied-one-target' } });
  });

  it('r.15: as immortal, no bond (the link is an evening move of the day he holds the role)', () => {
    const g = copied('Red2', withRoles({ Red2: 'immortal' }));
    g.morning();
    g.to('evening');
    expect(g.act('Acr', 'link', ['Det'])).toMatchObject({ ok: false, rejection: { code: 'copied-move-not-allowed' } });
    expect(g.act('Red2', 'link', ['Det'])).toMatchObject({ ok: true });
  });

  it('r.11: a copied homeless may not watch the homeless himself', () => {
    const g = copied('Red2', withRoles({ Red2: 'homeless' }));
    expect(g.act('Acr', 'watch', ['Red2'])).toMatchObject({ ok: false, rejection: { code: 'copied-owner-target' } });
    expect(g.act('Acr', 'watch', ['Det'])).toMatchObject({ ok: true });
  });

  it('the night trace names the granted move, its rule and the copied player', () => {
    const g = copied('Blo');
    g.ok('Acr', 'block', ['Maf1'], { mode: 'arrest' });
    g.morning();
    const trace = JSON.stringify(g.state.notices.filter((n) => n.key === 'notices.night-trace').map((n) => n.params));
    expect(trace).toContain('"key":"granted-move"');
    expect(trace).toContain('"rule":"actor r.2","move":"block@copy","from":"Blo"');
  });

  it('r.27: overlapping the original, the original is resolved first, whatever the submission order', () => {
    const g = copied('Doc');
    g.ok('Acr', 'heal', ['Red2']);
    g.ok('Doc', 'heal', ['Red2']);
    g.morning();
    const trace = g.state.notices.find((n) => n.key === 'notices.night-trace')?.params['trace'] as Array<{ effect: { kind: string; effect?: string; actor?: string } }>;
    const heals = trace.filter((t) => t.effect.kind === 'effect' && t.effect.effect === 'heal').map((t) => t.effect.actor);
    expect(heals).toEqual(['Doc', 'Acr']);
  });

  it('r.7 (reading ★ 2): a copied investigator never has the investigator’s shot, even with the commissar and detective dead', () => {
    const table = TABLE.filter(([name]) => name !== 'Com' && name !== 'Det').concat([['Red3', 'citizen'], ['Red4', 'citizen']]);
    const g = copied('Inv', table);
    expect(g.act('Acr', 'vigilante', ['Maf1'])).toMatchObject({ ok: false, rejection: { code: 'copied-move-not-allowed' } });
    expect(g.act('Inv', 'vigilante', ['Maf1'])).toMatchObject({ ok: true });
  });

  it('r.23: as politician, no immunity at the vote (the barrier is the politician’s alone)', () => {
    const g = copied('Red2', withRoles({ Red2: 'politician' }));
    g.morning();
    const barriers = correctionsFor(g.state).flatMap((a) => (a.kind === 'barrier' ? a.barriers.map((b) => b.option) : []));
    expect(barriers).toContain('Red2');
    expect(barriers).not.toContain('Acr');
    // He holds the politician's moves all the same (r.2).
    expect(g.state.seats.find((s) => s.id === 'Acr')?.grants?.[0]?.role).toBe('politician');
  });

  it('r.24: as maid, no substitution; r.11: never at the maid herself', () => {
    const g = copied('Red2', withRoles({ Red2: 'maid' }));
    expect(g.act('Acr', 'serve', ['Com'], { substitute: { text: 'Maf1 is red.', mode: 'replace' } })).toMatchObject({ ok: false, rejection: { code: 'copied-move-not-allowed' } });
    expect(g.act('Acr', 'serve', ['Red2'])).toMatchObject({ ok: false, rejection: { code: 'copied-owner-target' } });
    expect(g.act('Acr', 'serve', ['Com'])).toMatchObject({ ok: true });
  });
});
