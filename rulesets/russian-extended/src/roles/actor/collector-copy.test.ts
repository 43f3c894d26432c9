import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** Red1 is the Actor, Red2 the Collector; no active citizen, so the collector keeps the doctor's role. */
const TABLE = STANDARD.filter(([name]) => name !== 'Act').map(([name, role, negative]): [string, string, string?] =>
  name === 'Red1' ? ['Acr', 'actor'] : name === 'Red2' ? ['Col', 'collector'] : [name, role, negative],
);

describe('Actor r.8: the collector is copied with the role he last activated', () => {
  it('copying the collector who holds the doctor’s role active gives the Actor the heal, as a copy (one target, r.14)', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Col', 'collect', ['Doc', 'Com', 'Det']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Doc'], { insurance: 'off' });
    g.morning();
    g.to('evening');
    g.ok('Acr', 'copy', ['Col']);
    g.night(2);
    expect(g.state.seats.find((s) => s.id === 'Acr')?.grants?.map((gr) => [gr.id, gr.role, gr.source.rule])).toEqual([
      ['copy', 'collector', 'actor r.2'],
      ['copy-active', 'doctor', 'actor r.8'],
    ]);
    expect(g.act('Acr', 'heal', ['Com', 'Det'])).toMatchObject({ ok: false, rejection: { code: 'copied-one-target' } });
    g.ok('Acr', 'heal', ['Com']);
    expect(g.state.intents.find((i) => i.actor === 'Acr')).toMatchObject({ ability: 'heal', grant: 'copy-active' });
  });

  it('a collector with no active role gives the collector’s move alone', () => {
    const g = new Game(TABLE);
    g.to('evening');
    g.ok('Acr', 'copy', ['Col']);
    g.night(1);
    expect(g.state.seats.find((s) => s.id === 'Acr')?.grants?.map((gr) => gr.id)).toEqual(['copy']);
  });
});
