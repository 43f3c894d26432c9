/**
 * Issue #18 through the real server: a Russian game's elite players (part 4 §2). They sign up
 * beside the setup's twelve (EL-1; `extraSignup`), a servant naming his master and treatment; at
 * night a soft-treated servant whose master is absent is offered the master's moves (SV-6, SV-9b;
 * kernel `proxies`) and sends one with `game.act`'s `proxy`, recorded as the master's own move.
 */
import { describe, expect, it } from 'vitest';
import { codeOf, signedUp, useServer } from './helpers';

const ctx = useServer();
const url = () => ctx().server.url;

describe('Russian elite players in a lobby game', () => {
  it('sign up beside the setup, and a soft servant sends his absent master\'s move from the offered list', async () => {
    const host = await signedUp(url());
    const { gameId } = await host.api.lobby.create.mutate({ title: 'elite', rulesetId: 'russian-extended', setupId: 'standard', seed: 'elite-servants' });
    const main = [];
    for (let i = 0; i < 12; i++) {
      const player = await signedUp(url());
      expect(await codeOf(player.api.lobby.join.mutate({ gameId, as: 'player' }))).toBe('OK');
      main.push(player);
    }
    // The setup's seats are full; a plain sign-up is refused, an elite one is not (EL-1).
    const late = await signedUp(url());
    expect(await codeOf(late.api.lobby.join.mutate({ gameId, as: 'player' }))).toBe('REJECTED:game-full');
    // A servant names his master: one soft servant per main player (SV-4: never two for one master).
    const servants = new Map<string, Awaited<ReturnType<typeof signedUp>>>();
    for (const master of main) {
      const servant = await signedUp(url());
      const options = { attributes: { elite: 'servant', master: master.username, treatment: 'soft' } };
      expect(await codeOf(servant.api.lobby.join.mutate({ gameId, as: 'player', options }))).toBe('OK');
      servants.set(master.username, servant);
    }
    // The lobby counts the setup's twelve against its seats; the twelve servants are listed beside them.
    const lobby = await host.api.lobby.get.query({ gameId });
    expect(lobby.game).toMatchObject({ players: 12, needed: 12 });
    expect(lobby.members.filter((m) => m.role === 'player')).toHaveLength(24);
    const refused = await signedUp(url());
    expect(await codeOf(refused.api.lobby.join.mutate({ gameId, as: 'player', options: { attributes: { elite: 'servant' } } }))).toBe('REJECTED:invalid-signup-options');
    expect(await codeOf(host.api.lobby.start.mutate({ gameId }))).toBe('OK');

    // To the first night (the day-1 election's steps closed by the host).
    for (let guard = 0; guard < 10; guard++) {
      const view = await host.api.host.view.query({ gameId });
      if (view.view?.clock.phase.kind === 'night') break;
      expect(await codeOf(host.api.host.closeStep.mutate({ gameId }))).toBe('OK');
    }
    const seats = (await host.api.host.view.query({ gameId })).view?.seats ?? [];
    const commissar = seats.find((s) => s.role === 'commissar');
    const master = main.find((p) => p.username === commissar?.name);
    if (!commissar || !master) throw new Error('no commissar seated');
    const servant = servants.get(master.username)!;
    const offers = (await servant.api.game.view.query({ gameId })).available;
    const check = offers.find((o) => o.type === 'submit-intent' && o.ability === 'check' && o.proxy?.seat === commissar.id);
    if (check?.type !== 'submit-intent' || !check.proxy) throw new Error(`no proxied check in ${JSON.stringify(offers.map((o) => o.type))}`);
    const target = check.targets.choices[0] as string;
    expect(await codeOf(servant.api.game.act.mutate({ gameId, ability: 'check', targets: [target], proxy: check.proxy }))).toBe('OK');
    // The master's own move, sent by his servant (both see it); the servant's list shows it as current.
    const masterView = await master.api.game.view.query({ gameId });
    expect(masterView.view?.intents).toContainEqual(expect.objectContaining({ actor: commissar.id, ability: 'check', targets: [target], sentBy: expect.any(String) }));
    const again = (await servant.api.game.view.query({ gameId })).available.find((o) => o.type === 'submit-intent' && o.ability === 'check' && o.proxy !== undefined);
    expect(again?.type === 'submit-intent' && again.current).toEqual({ targets: [target] });
    // A servant whose master acted himself is offered nothing of his (SV-6: the master is not absent).
    const other = seats.find((s) => s.role === 'doctor');
    const doctor = main.find((p) => p.username === other?.name);
    if (!other || !doctor) throw new Error('no doctor seated');
    const heal = (await doctor.api.game.view.query({ gameId })).available.find((o) => o.type === 'submit-intent' && o.ability === 'heal');
    if (heal?.type !== 'submit-intent') throw new Error('the doctor has no heal');
    expect(await codeOf(doctor.api.game.act.mutate({ gameId, ability: 'heal', targets: [heal.targets.choices[0] as string] }))).toBe('OK');
    const doctorsServant = (await servants.get(doctor.username)!.api.game.view.query({ gameId })).available;
    expect(doctorsServant.filter((o) => o.type === 'submit-intent' && o.proxy !== undefined)).toEqual([]);
  });
});
