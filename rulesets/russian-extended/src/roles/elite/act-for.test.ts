import type { SeatSetup } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, seats, STANDARD } from '../../../test/helpers';

const servant = (id: string, master: string): SeatSetup => ({ id, name: id, role: 'citizen', faction: 'red', modifiers: [], attributes: { elite: 'servant', master } });
/** The standard table and Ser, the commissar's servant (SV-4). */
const game = (): Game => new Game([], {}, 'act-for', [...seats(STANDARD), servant('Ser', 'Com')]);
const actFor = (g: Game, seat: string, master: string, move: Record<string, unknown>) =>
  g.dispatch({ type: 'submit-intent', seat, ability: 'act-for', targets: [master], options: { move } as never });

describe('SV-6: the servant sends moves for his absent master (contract §8 `act-for`)', () => {
  it('the move is the master\'s: his commissar check, his result; the servant sees what he sent', () => {
    const g = game();
    g.night(1);
    expect(actFor(g, 'Ser', 'Com', { ability: 'check', targets: ['Maf1'] })).toMatchObject({ ok: true });
    expect(g.state.intents).toContainEqual(expect.objectContaining({ actor: 'Com', ability: 'check', targets: ['Maf1'], sentBy: 'Ser' }));
    expect(g.view({ kind: 'seat', seat: 'Ser' }).intents.map((i) => i.ability)).toEqual(['check']);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Maf1', colour: 'black' });
    expect(g.results('Ser')).toEqual([]);
  });

  it('refused while the master is present (master-present), for anyone but his servant, for another seat, or a move he does not hold', () => {
    const g = game();
    g.night(1);
    expect(actFor(g, 'Ser', 'Doc', { ability: 'heal', targets: ['Red1'] })).toMatchObject({ ok: false, rejection: { code: 'invalid-target' } });
    expect(actFor(g, 'Red1', 'Com', { ability: 'check', targets: ['Maf1'] })).toMatchObject({ ok: false, rejection: { code: 'unknown-ability' } });
    expect(actFor(g, 'Ser', 'Com', { ability: 'heal', targets: ['Red1'] })).toMatchObject({ ok: false, rejection: { code: 'unknown-ability' } });
    expect(actFor(g, 'Ser', 'Com', { targets: ['Maf1'] })).toMatchObject({ ok: false, rejection: { code: 'invalid-option' } });
    g.ok('Com', 'check', ['Maf2']);
    expect(actFor(g, 'Ser', 'Com', { ability: 'check', targets: ['Maf1'] })).toMatchObject({ ok: false, rejection: { code: 'master-present' } });
  });

  it('a master who turns up replaces the servant\'s move with his own', () => {
    const g = game();
    g.night(1);
    expect(actFor(g, 'Ser', 'Com', { ability: 'check', targets: ['Maf1'] })).toMatchObject({ ok: true });
    g.ok('Com', 'check', ['Red1']);
    expect(g.state.intents.filter((i) => i.actor === 'Com')).toEqual([expect.objectContaining({ targets: ['Red1'] })]);
    expect(g.state.intents.some((i) => i.sentBy === 'Ser')).toBe(false);
  });
});
