import type { SeatSetup } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, seats, STANDARD } from '../../test/helpers';

/** The maniac holds the investigator's role; no active citizen, the commissar and detective gone. */
const MANIAC_INVESTIGATOR: Array<[string, string, string?]> = [
  ...STANDARD.filter(([n]) => n !== 'Act' && n !== 'Inv' && n !== 'Blk').map((row): [string, string, string?] => (row[0] === 'Man' ? ['Man', 'investigator', 'maniac'] : row)),
  ['Red3', 'citizen'],
  ['Red4', 'citizen'],
  ['Red5', 'citizen'],
];

function vigilanteReady(extra: SeatSetup[] = []): Game {
  const g = new Game([], {}, 'blk-3', [...seats(MANIAC_INVESTIGATOR), ...extra]);
  // The Faceless (BLK-5's table) cuts reds (a new victim each night), so his default cut never blocks the maniac's role (F.1).
  const victims = ['Red5', 'Blo', 'Red2'];
  const cut = (): void => {
    if (extra.length > 0) g.ok('Fac', 'cut', [victims.shift() ?? '']);
  };
  g.dispatch({ type: 'modkill', seat: 'Com', reason: 'test' });
  g.dispatch({ type: 'modkill', seat: 'Det', reason: 'test' });
  g.night(1);
  cut();
  g.morning();
  g.night(2);
  cut();
  // The maniac spends his night-2 shot: no reserve is left for night 4.
  g.ok('Man', 'shoot', ['Doc']);
  g.morning();
  g.lynch('Red3');
  g.night(3);
  cut();
  return g;
}

describe('Kills through a civilian role (BLK-3, BLK-4, BLK-5)', () => {
  it('BLK-3 (part 1 §2.3 example 3): the maniac kills through the investigator on night 3: his night-4 kill is used up', () => {
    const g = vigilanteReady();
    g.ok('Man', 'vigilante', ['Red1']);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    g.night(4);
    expect(g.act('Man', 'shoot', ['Red2'])).toMatchObject({ ok: false, rejection: { code: 'no-shot-tonight' } });
    g.morning();
    // The debt was paid by night 4: the maniac's next own night has its shot again.
    expect(g.state.ledger['shot-debt:maniac'] ?? 0).toBe(0);
  });

  it('BLK-3 control: without the civilian kill he shoots on night 4', () => {
    const g = vigilanteReady();
    g.morning();
    g.lynch('Red4');
    g.night(4);
    expect(g.act('Man', 'shoot', ['Red2'])).toMatchObject({ ok: true });
  });

  it('BLK-5: killing the Faceless through a civilian role leaves the next night\'s shot in force', () => {
    const grey: SeatSetup = { id: 'Fac', name: 'Fac', role: 'citizen', faction: 'grey', modifiers: [], attributes: {} };
    const g = vigilanteReady([grey]);
    g.ok('Man', 'vigilante', ['Fac']);
    g.morning();
    expect(g.alive('Fac')).toBe(false);
    g.lynch('Red4');
    g.night(4);
    expect(g.act('Man', 'shoot', ['Red2'])).toMatchObject({ ok: true });
  });

  it('BLK-3: on his own night the civilian kill counts among his kills at once', () => {
    const g = vigilanteReady();
    g.morning();
    g.lynch('Red4');
    g.night(4);
    // One fresh maniac shot tonight: the vigilante kill takes it, a shot on top is refused.
    g.ok('Man', 'vigilante', ['Red1']);
    expect(g.act('Man', 'shoot', ['Red2'])).toMatchObject({ ok: false, rejection: { code: 'not-enough-shots' } });
  });

  it('BLK-4 (part 1 §2.3 example 4, reading BLK A3): a Poisoner killing through a civilian role costs the side due next night its kill', () => {
    const table: Array<[string, string, string?]> = [
      ...STANDARD.filter(([n]) => n !== 'Act' && n !== 'Blk').map((row): [string, string, string?] => (row[0] === 'Inv' ? ['Inv', 'investigator', 'poisoner'] : row)),
      ['Red3', 'citizen'],
      ['Red4', 'citizen'],
      ['Red5', 'citizen'],
    ];
    const g = new Game(table, {}, 'blk-4');
    g.dispatch({ type: 'modkill', seat: 'Com', reason: 'test' });
    g.dispatch({ type: 'modkill', seat: 'Det', reason: 'test' });
    g.night(1);
    g.morning();
    g.night(2);
    g.ok('Man', 'shoot', ['Doc']);
    g.morning();
    g.lynch('Red3');
    g.night(3);
    g.ok('Inv', 'vigilante', ['Red1']);
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    g.lynch('Red4');
    g.night(4);
    // Night 4 is the maniac's: his kill is lost, though the Poisoner is on no side.
    expect(g.act('Man', 'shoot', ['Red2'])).toMatchObject({ ok: false, rejection: { code: 'no-shot-tonight' } });
  });
});
