import { assignRoles } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { assignWithBuddies, gorny, renderRolePm, renderTemplates, rolePmParts } from '../src';
import { setups } from '../src/setups';
import { newGame } from './play';

describe('templates (seed 001, Templates)', () => {
  it('renders the player list, alive, dead and the vote tally as BBCode, in English and Russian', () => {
    const game = newGame('', { firstPhase: 'day' });
    game.dispatch({ type: 'cast-ballot', seat: 'T1', poll: 'lynch', targets: ['M1'] });
    game.dispatch({ type: 'cast-ballot', seat: 'T2', poll: 'lynch', targets: ['M1'] });
    game.dispatch({ type: 'modkill', seat: 'T5', reason: 'temp-ban' });
    const en = renderTemplates(game.state, 'en');
    expect(en.players).toContain('[list=1]');
    expect(en.players.match(/\[\*\]/g)).toHaveLength(7);
    expect(en.alive.match(/\[\*\]/g)).toHaveLength(6);
    expect(en.dead).toContain('[s]T5[/s]');
    expect(en.dead).toContain('Vanilla Townie (Town)');
    expect(en.tally).toContain('[b]M1[/b] (2): T1, T2');
    expect(en.tally).toContain('With 6 alive, 4 votes is a majority.');
    const ru = renderTemplates(game.state, 'ru');
    expect(ru.dead).toContain('Мирный житель (Город)');
    expect(ru.tally).toContain('Живых: 6, большинство — 4 голосов.');
    const uk = renderTemplates(game.state, 'uk');
    expect(uk.dead).toContain('Мирний житель (Місто)');
    expect(uk.tally).toContain('Живих: 6, більшість — 4 голосів.');
  });

  it('never reveals a living player\'s role', () => {
    const game = newGame('Cop:cop');
    expect(Object.values(renderTemplates(game.state, 'en')).join('\n')).not.toContain('Cop (');
  });
});

describe('role PMs', () => {
  it('compose role, faction, visible modifiers and the win condition; a hidden sanity is left out', () => {
    const seat = { id: 'n', name: 'Noodle', role: 'cop', faction: 'town', modifiers: [{ id: 'insane', hidden: true }, { id: 'bulletproof', uses: 2 }], attributes: {} };
    expect(rolePmParts(seat).map((p) => p.key)).toEqual([
      'pm.greeting', 'roles.cop.pm', 'pm.faction', 'pm.modifiers.bulletproof', 'pm.win.town', 'pm.closing',
    ]);
    const en = renderRolePm(seat, 'en');
    expect(en).toContain('You are the Cop.');
    expect(en).toContain('stops 2 kills');
    expect(en).not.toContain('{{');
    expect(renderRolePm(seat, 'ru')).toContain('остановит 2 убийства');
    expect(renderRolePm(seat, 'uk')).toContain('зупинить 2 вбивства');
  });

  it('a mafia player is told about the factional kill and the team', () => {
    const seat = { id: 'p', name: 'Pyro', role: 'goon', faction: 'mafia', modifiers: [], attributes: {} };
    expect(rolePmParts(seat, ['Leo']).map((p) => p.key)).toEqual([
      'pm.greeting', 'roles.goon.pm', 'pm.faction', 'pm.factional-kill', 'pm.team', 'pm.win.mafia', 'pm.closing',
    ]);
  });

  it.each(gorny.definition.roles.map((r) => r.id))('every role has a PM in English, Russian and Ukrainian: %s', (role) => {
    const seat = { id: 'x', name: 'X', role, faction: gorny.role(role).faction, modifiers: [], attributes: {} };
    for (const lng of ['en', 'ru', 'uk']) expect(renderRolePm(seat, lng)).not.toContain(`roles.${role}.pm`);
  });
});

describe('the buddy system', () => {
  const setup = setups.find((s) => s.id === 'basic-7');
  if (!setup) throw new Error('basic-7 setup missing');
  const players = ['ann', 'bob', 'cat', 'dan', 'eve', 'fay', 'gus'].map((id) => ({ id, name: id }));
  const withBuddy = players.map((p) => (p.id === 'ann' ? { ...p, buddy: 'bob' } : p));

  it.each(['s1', 's2', 's3', 's4', 's5', 's6'])('pairs the new player with the mentor in one faction (seed %s)', (seed) => {
    const deal = assignWithBuddies(gorny, setup, withBuddy, seed);
    const ann = deal.seats.find((s) => s.id === 'ann');
    const bob = deal.seats.find((s) => s.id === 'bob');
    expect(ann?.faction).toBe(bob?.faction);
    expect(deal.pairs).toEqual([{ novice: 'ann', mentor: 'bob', faction: ann?.faction }]);
    expect([ann?.attributes['buddy'], bob?.attributes['buddy']]).toEqual(['bob', 'ann']);
    expect(deal.seats.map((s) => s.role).sort()).toEqual(setup.seats.map((s) => s.role).sort());
  });

  it('is deterministic per seed and draws both factions over seeds', () => {
    const factions = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const a = assignWithBuddies(gorny, setup, withBuddy, `seed-${i}`);
      expect(assignWithBuddies(gorny, setup, withBuddy, `seed-${i}`)).toEqual(a);
      factions.add(a.pairs[0]?.faction ?? '');
    }
    expect([...factions].sort()).toEqual(['mafia', 'town']);
  });

  it('reports a pairing it cannot honour', () => {
    const deal = assignWithBuddies(gorny, setup, players.map((p) => (p.id === 'ann' ? { ...p, buddy: 'nobody' } : p)), 's');
    expect(deal.unpaired).toEqual(['ann']);
    expect(deal.seats).toHaveLength(7);
  });

  it('without buddies it deals like the kit', () => {
    expect(assignRoles(gorny, setup, players, 's').seats).toHaveLength(7);
    expect(assignWithBuddies(gorny, setup, players, 's').pairs).toEqual([]);
  });
});
