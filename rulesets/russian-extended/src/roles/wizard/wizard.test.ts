import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the Wizard in Red2's seat. */
const TABLE: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) => (name === 'Red2' ? ['Wiz', 'wizard'] : [name, role, negative]));
const conjured = (g: Game) => g.results('Wiz').filter((r) => r['kind'] === 'conjured');

/** The next day's evening, through the night between (a killer's shot, so the game goes on). */
function nextEvening(g: Game, shooter: string, victim: string): void {
  g.to('actions', 'night');
  g.ok(shooter, 'shoot', [victim]);
  g.morning();
  g.to('evening');
}

describe('Wizard (L47)', () => {
  it('wizard r.2, r.5: a role not dealt is granted when the evening closes; a dealt one is a skip, the attempt spent', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Wiz', 'conjure', [], { role: 'doctor' });
    expect(conjured(g)).toEqual([]);
    g.to('actions', 'night');
    expect(conjured(g)).toEqual([{ kind: 'conjured', role: 'doctor', outcome: 'in-game' }]);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.morning();
    g.to('evening');
    g.ok('Wiz', 'conjure', [], { role: 'prostitute' });
    g.to('actions', 'night');
    expect(conjured(g)).toContainEqual({ kind: 'conjured', role: 'prostitute', outcome: 'granted' });
  });

  it('wizard r.4: never one role twice, never more than three roles (a spent attempt counts, r.5)', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Wiz', 'conjure', [], { role: 'doctor' });
    nextEvening(g, 'Maf1', 'Red1');
    expect(g.act('Wiz', 'conjure', [], { role: 'doctor' })).toMatchObject({ ok: false, rejection: { code: 'conjured-before' } });
    g.ok('Wiz', 'conjure', [], { role: 'hacker' });
    nextEvening(g, 'Man', 'Act');
    g.ok('Wiz', 'conjure', [], { role: 'priest' });
    nextEvening(g, 'Maf1', 'Det');
    expect(g.act('Wiz', 'conjure', [], { role: 'liar' })).toMatchObject({ ok: false, rejection: { code: 'conjure-limit' } });
    expect(conjured(g).map((r) => r['role'])).toEqual(['doctor', 'hacker', 'priest']);
  });

  it('reading wizard A2: a role whose holder is dead is still in the game', () => {
    const g = new Game(TABLE);
    g.to('actions', 'night');
    g.ok('Maf1', 'shoot', ['Doc']);
    g.morning();
    g.to('evening');
    g.ok('Wiz', 'conjure', [], { role: 'doctor' });
    g.to('actions', 'night');
    expect(conjured(g)).toEqual([{ kind: 'conjured', role: 'doctor', outcome: 'in-game' }]);
  });

  it('wizard r.3: the role is required', () => {
    const g = new Game(TABLE);
    g.to('evening');
    expect(g.act('Wiz', 'conjure', [])).toMatchObject({ ok: false, rejection: { code: 'missing-option' } });
  });
});

describe('Wizard r.3: the granted role’s moves', () => {
  it('a granted role is his for the next night and day, with the Actor’s restrictions; an in-game role gives nothing', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Wiz', 'conjure', [], { role: 'journalist' });
    g.to('actions', 'night');
    const wiz = () => g.state.seats.find((s) => s.id === 'Wiz');
    expect(wiz()?.grants).toEqual([{ id: 'conjure', role: 'journalist', source: { rule: 'wizard r.3' }, expires: { kind: 'day', number: 2 } }]);
    expect(g.act('Wiz', 'compare', ['Maf1', 'Com'])).toMatchObject({ ok: true });
    g.morning();
    expect(g.results('Wiz')).toContainEqual({ kind: 'comparison', targets: ['Com', 'Maf1'], outcome: 'different' });
    g.to('evening');
    g.ok('Wiz', 'conjure', [], { role: 'doctor' });
    g.to('actions', 'night');
    // The journalist's game-day is over and the doctor is in the game (r.5): no move granted.
    expect(wiz()?.grants).toBeUndefined();
    expect(g.act('Wiz', 'heal', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'unknown-ability' } });
  });

  it('the Actor’s restrictions: as doctor, one target only (actor r.14)', () => {
    const g = new Game(TABLE.filter(([name]) => name !== 'Doc').concat([['Red3', 'citizen']]));
    g.to('evening');
    g.ok('Wiz', 'conjure', [], { role: 'doctor' });
    g.to('actions', 'night');
    expect(g.act('Wiz', 'heal', ['Red1', 'Com'])).toMatchObject({ ok: false, rejection: { code: 'copied-one-target' } });
    expect(g.act('Wiz', 'heal', ['Red1'])).toMatchObject({ ok: true });
  });
});
