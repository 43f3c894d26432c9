import { describe, expect, it } from 'vitest';
import { clientTextKeys, defineRole, defineRuleset, GameDriver, type AbilityDefinition } from '../src';
import { protect } from '../src/abilities';
import { tinyDefinition } from '../src/testing';

const seats = [
  { id: 'ann', name: 'Ann', role: 'thug', faction: 'mafia', modifiers: [], attributes: {} },
  { id: 'bob', name: 'Bob', role: 'escort', faction: 'town', modifiers: [], attributes: {} },
  { id: 'cat', name: 'Cat', role: 'citizen', faction: 'town', modifiers: [], attributes: {} },
];

/** A medic whose protection names an escort seat (`with: <seat>`): a living seat, never himself. */
const escorted: AbilityDefinition = { ...protect(), seatOptions: [{ name: 'with', alive: true, self: 'forbidden' as const }] };
const strict: AbilityDefinition = { ...protect(), seatOptions: [{ name: 'with', required: true }] };

function game(ability = escorted): GameDriver {
  const base = tinyDefinition();
  const ruleset = defineRuleset(tinyDefinition({ roles: [...base.roles, defineRole({ id: 'escort', faction: 'town', abilities: [ability] })] }));
  return new GameDriver(ruleset, { seats, seed: 'seat-options' });
}

describe('seat-valued options (SeatOptionSpec)', () => {
  it('accepts a seat id and keeps the option on the intent', () => {
    const g = game();
    expect(g.act('bob', 'protect', ['cat'], { with: 'ann' })).toMatchObject({ ok: true });
    expect(g.state.intents.find((i) => i.actor === 'bob')?.options).toEqual({ with: 'ann' });
  });

  it('refuses a value naming no seat, the actor himself, a missing required one; a refusal changes nothing', () => {
    const g = game();
    const before = g.state.intents.length;
    expect(g.act('bob', 'protect', ['cat'], { with: 'zed' })).toMatchObject({ ok: false, rejection: { code: 'invalid-option', params: { option: 'with', value: 'zed' } } });
    expect(g.act('bob', 'protect', ['cat'], { with: 3 })).toMatchObject({ ok: false, rejection: { code: 'invalid-option' } });
    expect(g.act('bob', 'protect', ['cat'], { with: 'bob' })).toMatchObject({ ok: false, rejection: { code: 'self-target-forbidden' } });
    expect(g.state.intents.length).toBe(before);
    expect(game(strict).act('bob', 'protect', ['cat'])).toMatchObject({ ok: false, rejection: { code: 'missing-option', params: { option: 'with' } } });
    expect(game().act('bob', 'protect', ['cat'])).toMatchObject({ ok: true });
  });

  it('lists the option\'s name among the client text keys, and keeps it out of the kernel spec', () => {
    const base = tinyDefinition();
    const ruleset = defineRuleset(tinyDefinition({ roles: [...base.roles, defineRole({ id: 'escort', faction: 'town', abilities: [escorted] })] }));
    expect(clientTextKeys(ruleset)).toContain('options.with.name');
    expect('seatOptions' in (ruleset.runtime.roles['escort']?.abilities[0] ?? {})).toBe(false);
  });
});
