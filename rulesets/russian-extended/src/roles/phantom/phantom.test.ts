import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with Red1 as the Phantom. */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Phan', 'phantom'] : [name, role, negative]));
const statuses = (g: Game, seat: string): string[] => (g.state.seats.find((s) => s.id === seat)?.statuses ?? []).map((s) => s.id);

describe('Phantom (L18): the living Phantom', () => {
  it('PHA-6, PHA-10: a night victim is under the phantom effect for the next day; it ends with that day', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    g.morning();
    expect(statuses(g, 'Red2')).toEqual(['phantom']);
    expect(g.lastPublic('morning.phantom')).toEqual({ seat: 'Red2' });
    g.night(2);
    expect(statuses(g, 'Red2')).toEqual([]);
  });

  it('PHA-7: the Phantom killed at night is the only one under the effect', () => {
    const g = new Game(TABLE, { format: 'extended' });
    g.night(1);
    g.ok('Maf1', 'shoot', ['Phan'], { insurance: 'off' });
    g.ok('Man', 'shoot', ['Red2']);
    g.morning();
    expect(statuses(g, 'Phan')).toEqual(['phantom']);
    expect(statuses(g, 'Red2')).toEqual([]);
  });

  it('PHA-8, PHA-9: his ballot weighs +1 per player under the effect, unless he cancels the bonus', () => {
    for (const cancel of [false, true]) {
      const g = new Game(TABLE);
      g.night(1);
      g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
      g.to('lynch');
      g.votes('lynch', { Phan: 'Blk', Doc: 'Blk' });
      if (cancel) g.ok('Phan', 'cancel-bonus', []);
      g.closeStep();
      const weight = g.state.polls.find((p) => p.spec.id === 'lynch')?.spec.voters.find((v) => v.seat === 'Phan')?.weight ?? 1;
      expect(weight).toBe(cancel ? 1 : 2);
    }
  });

  it('actor r.13: a copied phantom gets the bonus too, unless the original Phantom cancels it', () => {
    for (const cancel of [false, true]) {
      const g = new Game(TABLE.map(([name, role, negative]): [string, string, string?] => (name === 'Act' ? ['Acr', 'actor'] : [name, role, negative])));
      g.to('evening');
      g.ok('Acr', 'copy', ['Phan']);
      g.night(1);
      g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
      g.to('lynch');
      g.votes('lynch', { Phan: 'Blk', Acr: 'Blk' });
      expect(g.act('Acr', 'cancel-bonus', [])).toMatchObject({ ok: false, rejection: { code: 'not-a-living-phantom' } });
      if (cancel) g.ok('Phan', 'cancel-bonus', []);
      g.closeStep();
      const weight = g.state.polls.find((p) => p.spec.id === 'lynch')?.spec.voters.find((v) => v.seat === 'Acr')?.weight ?? 1;
      expect(weight).toBe(cancel ? 1 : 2);
    }
  });

  it('N-PH.6: only a black Phantom switches new phantoms off', () => {
    const g = new Game(TABLE);
    g.night(1);
    expect(g.act('Phan', 'stop-phantoms', [])).toMatchObject({ ok: false, rejection: { code: 'not-a-black-phantom' } });
    const rows = TABLE.map(([name, role, negative]): [string, string, string?] => (name === 'Blk' ? ['Bph', 'phantom', 'none'] : [name, role, negative]));
    const b = new Game(rows.filter(([n]) => n !== 'Phan'));
    b.night(1);
    b.ok('Bph', 'stop-phantoms', []);
    b.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
    b.morning();
    expect(statuses(b, 'Red2')).toEqual([]);
  });
});
