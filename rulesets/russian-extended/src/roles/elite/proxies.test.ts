import { proxiedMove, type AvailableCommand, type SeatSetup } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, seats, STANDARD } from '../../../test/helpers';

const servant = (master: string, treatment: string): SeatSetup => ({
  id: 'Ser', name: 'Ser', role: 'citizen', faction: 'red', modifiers: [], attributes: { elite: 'servant', master, treatment },
});
const game = (master: string, treatment: string): Game => new Game([], {}, 'proxies', [...seats(STANDARD), servant(master, treatment)]);
type Offer = Extract<AvailableCommand, { type: 'submit-intent' }>;
/** The master's moves the servant's screen offers (kernel `RulesetHooks.proxies`). */
const offered = (g: Game): Offer[] => g.available('Ser').filter((c): c is Offer => c.type === 'submit-intent' && c.proxy !== undefined);

describe('SV-6, SV-9b: the servant\'s screen offers his absent master\'s moves, as far as he was told of them', () => {
  it('soft: every move of the master (a black one\'s team shot too), sent through act-for as his', () => {
    const g = game('Maf1', 'soft');
    g.night(1);
    const offers = offered(g);
    expect(offers.map((o) => o.ability)).toContain('shoot');
    expect(offers.every((o) => o.proxy?.seat === 'Maf1' && o.proxy.via === 'act-for')).toBe(true);
    const shoot = offers.find((o) => o.ability === 'shoot') as Offer;
    expect(shoot.targets.choices).toContain('Red1');
    const request = proxiedMove(shoot.proxy as NonNullable<Offer['proxy']>, { ability: 'shoot', targets: ['Red1'], options: { insurance: 'off' } });
    expect(g.dispatch({ type: 'submit-intent', seat: 'Ser', ...request })).toMatchObject({ ok: true });
    expect(g.state.intents).toContainEqual(expect.objectContaining({ actor: 'Maf1', ability: 'shoot', targets: ['Red1'], sentBy: 'Ser' }));
    expect(offered(g).find((o) => o.ability === 'shoot')?.current).toEqual({ targets: ['Red1'] });
  });

  it('merciless: only what a red holder of his civilian role has (the commissar\'s check, not a mafioso\'s shot)', () => {
    const com = game('Com', 'merciless');
    com.night(1);
    expect(offered(com).map((o) => o.ability)).toContain('check');
    const maf = game('Maf1', 'merciless');
    maf.night(1);
    expect(offered(maf).map((o) => o.ability)).not.toContain('shoot');
  });

  it('harsh: nothing (the host tells him nothing; his master tells him by PM)', () => {
    const g = game('Com', 'harsh');
    g.night(1);
    expect(offered(g)).toEqual([]);
  });

  it('nothing once the master sent a move of his own (AMB-SV-5), and nothing to anyone else', () => {
    const g = game('Com', 'soft');
    g.night(1);
    expect(offered(g).length).toBeGreaterThan(0);
    expect(g.available('Red1').some((c) => c.type === 'submit-intent' && c.proxy !== undefined)).toBe(false);
    g.ok('Com', 'check', ['Maf2']);
    expect(offered(g)).toEqual([]);
  });
});
