import type { JsonObject } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { russianExtended } from '.';
import { signup } from './elite-signup';

const standard = russianExtended.definition.setups.find((s) => s.id === 'standard')!;
const player = (n: number, options: JsonObject = {}) => ({ id: `s${n}`, name: `p${n}`, options });
const twelve = Array.from({ length: 12 }, (_, i) => player(i + 1));
const deal = (players: ReturnType<typeof player>[]) => russianExtended.definition.assign!({ setup: standard, players, settings: {}, seed: 'elite' }, russianExtended);

describe('EL-1: an elite player signs up beside the setup\'s seats', () => {
  it('the twelve get the setup\'s roles; the servant his master\'s side and id, the agent his team, the mason a proxy', () => {
    const outcome = deal([
      ...twelve,
      player(13, { elite: 'servant', master: 'p3', treatment: 'soft' }),
      player(14, { elite: 'agent', team: 'black' }),
      player(15, { elite: 'mason', proxy: 'p5' }),
    ]);
    if (!outcome.ok) throw new Error(outcome.rejection.code);
    expect(outcome.seats).toHaveLength(15);
    const byId = new Map(outcome.seats.map((s) => [s.id, s]));
    expect([...byId.values()].slice(0, 12).map((s) => s.role).sort()).toEqual(standard.seats.map((s) => s.role).sort());
    // SV-5, AG-6, MA-5: no civilian role of their own; SV-4 the master by seat id; AMB-SV-2 his side.
    expect(byId.get('s13')).toMatchObject({ role: 'citizen', faction: byId.get('s3')!.faction, attributes: { elite: 'servant', master: 's3', treatment: 'soft' } });
    expect(byId.get('s14')).toMatchObject({ role: 'citizen', faction: 'black', attributes: { elite: 'agent' } });
    expect(byId.get('s15')).toMatchObject({ role: 'citizen', faction: byId.get('s5')!.faction, attributes: { elite: 'mason', proxy: 's5' } });
  });

  it('the setup\'s count is of the other players; a master who is no player, or a second servant, refuses the deal', () => {
    expect(deal([...twelve.slice(1), player(13, { elite: 'agent' })])).toMatchObject({ ok: false, rejection: { code: 'wrong-player-count', params: { needed: 12, signedUp: 11 } } });
    expect(deal([...twelve, player(13, { elite: 'servant', master: 'nobody' })])).toMatchObject({ ok: false, rejection: { code: 'elite-names-no-player' } });
    expect(deal([...twelve, player(13, { elite: 'servant', master: 'p3' }), player(14, { elite: 'servant', master: 'p3' })])).toMatchObject({
      ok: false,
      rejection: { code: 'second-servant', params: { master: 'p3', player: 'p14' } },
    });
  });

  it('the sign-up options: each field only with its elite role; a servant names his master', () => {
    expect(signup.safeParse({ elite: 'servant', master: 'p3', treatment: 'harsh' }).success).toBe(true);
    expect(signup.safeParse({ elite: 'servant' }).success).toBe(false);
    expect(signup.safeParse({ master: 'p3' }).success).toBe(false);
    expect(signup.safeParse({ elite: 'agent', treatment: 'soft' }).success).toBe(false);
    expect(signup.safeParse({ elite: 'servant', master: 'p3', team: 'red' }).success).toBe(false);
    expect(signup.safeParse({ elite: 'king' }).success).toBe(false);
    expect(russianExtended.definition.extraSignup!({ elite: 'mason' })).toBe(true);
    expect(russianExtended.definition.extraSignup!({})).toBe(false);
  });

  it('the dealt game starts (the engine accepts the elite seats)', () => {
    const outcome = deal([...twelve, player(13, { elite: 'servant', master: 'p3' })]);
    if (!outcome.ok) throw new Error(outcome.rejection.code);
    expect(russianExtended.runtime.hooks.validateStart?.(outcome.seats, {}) ?? null).toBeNull();
  });
});
