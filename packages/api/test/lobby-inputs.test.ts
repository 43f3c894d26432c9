/**
 * Issue #7 inputs on a real database (tRPC's caller): a fixed seed on `lobby.create`, the sign-up
 * options schema and each role's abilities in the ruleset manifests.
 */
import { defineRuleset, type Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useApiHarness } from './harness';

/** The sandbox with sign-up options, as a ruleset that deals families or buddies declares them. */
const withSignup = defineRuleset({
  ...sandbox.definition,
  id: 'sandbox-signup',
  signup: z.object({ level: z.enum(['beginner', 'standard']).default('standard'), buddy: z.string().min(1).max(64).optional() }).strict(),
}) as unknown as Ruleset;
const rulesets = [sandbox as unknown as Ruleset, withSignup];

const harness = useApiHarness(rulesets);

let counter = 0;
/** A new account's caller, as one browser with its own cookie jar. */
async function signedUp() {
  counter += 1;
  const username = `u${counter}-${process.pid}`;
  return { caller: await harness().signedUp(username), username };
}

/** A full classic-7 sandbox game from `seed`, started; its seats' roles by sign-up order. */
async function dealtWith(seed: number | string): Promise<string[]> {
  const host = await signedUp();
  const { gameId } = await (await host.caller()).lobby.create({ title: 'seeded', rulesetId: 'sandbox', setupId: 'classic-7', seed });
  for (let i = 0; i < 7; i++) {
    const player = await signedUp();
    expect(await (await player.caller()).lobby.join({ gameId, as: 'player' })).toEqual({ ok: true, seq: 0 });
  }
  expect(await (await host.caller()).lobby.start({ gameId })).toMatchObject({ ok: true });
  const state = await harness().rooms.state(gameId);
  return state.seats.map((s) => s.role);
}

describe('lobby.create with a fixed seed', () => {
  it('stores the seed as the game seed (a number as its decimal string)', async () => {
    const host = await signedUp();
    const byNumber = await (await host.caller()).lobby.create({ title: 'n', rulesetId: 'sandbox', setupId: 'classic-7', seed: 4_294_967_295 });
    const byString = await (await host.caller()).lobby.create({ title: 's', rulesetId: 'sandbox', setupId: 'classic-7', seed: 'e2e-sandbox_1' });
    const random = await (await host.caller()).lobby.create({ title: 'r', rulesetId: 'sandbox', setupId: 'classic-7' });
    expect((await harness().services.games.get(byNumber.gameId))?.seed).toBe('4294967295');
    expect((await harness().services.games.get(byString.gameId))?.seed).toBe('e2e-sandbox_1');
    expect((await harness().services.games.get(random.gameId))?.seed).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it('deals the same roles to the same sign-up order from the same seed (42 and "42" are one seed)', async () => {
    const first = await dealtWith(42);
    const again = await dealtWith('42');
    expect(again).toEqual(first);
    expect([...first].sort()).toEqual([...sandbox.definition.setups.find((s) => s.id === 'classic-7')!.seats.map((s) => s.role)].sort());
  });

  it.each([
    ['zero', 0],
    ['a negative number', -7],
    ['a fraction', 1.5],
    ['a number above 32 bits', 2 ** 32],
    ['an empty string', ''],
    ['a string with spaces', 'my seed'],
    ['a string of 33 characters', 'x'.repeat(33)],
    ['a boolean', true],
  ])('refuses %s with "invalid-seed" and creates no game', async (_what, seed) => {
    const host = await signedUp();
    const before = await (await host.caller()).lobby.list({ mine: true });
    const create = (await host.caller()).lobby.create({ title: 'bad seed', rulesetId: 'sandbox', setupId: 'classic-7', seed: seed as number });
    await expect(create).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('invalid-seed') });
    expect(await (await host.caller()).lobby.list({ mine: true })).toEqual(before);
  });
});

describe('Ruleset manifests', () => {
  it('expose the sign-up options as JSON Schema (input side), null for a ruleset without any', async () => {
    const { caller } = await signedUp();
    const listed = await (await caller()).rulesets.list();
    expect(listed.find((r) => r.id === 'sandbox')?.signupSchema).toBeNull();
    const schema = (await (await caller()).rulesets.get({ id: 'sandbox-signup' })).signupSchema as { type: string; properties: Record<string, { enum?: string[]; default?: string }>; required?: string[] };
    expect(schema.type).toBe('object');
    expect(schema.properties['level']).toMatchObject({ enum: ['beginner', 'standard'], default: 'standard' });
    expect(schema.properties['buddy']).toMatchObject({ type: 'string' });
    // Input side: a field with a default may be left out.
    expect(schema.required ?? []).not.toContain('level');
  });

  it('accept sign-ups that fit the schema and refuse others with the field that failed', async () => {
    const host = await signedUp();
    const { gameId } = await (await host.caller()).lobby.create({ title: 'signup', rulesetId: 'sandbox-signup', setupId: 'classic-7' });
    const good = await signedUp();
    expect(await (await good.caller()).lobby.join({ gameId, as: 'player', options: { attributes: { level: 'beginner', buddy: host.username } } })).toEqual({ ok: true, seq: 0 });
    const bad = await signedUp();
    expect(await (await bad.caller()).lobby.join({ gameId, as: 'player', options: { attributes: { level: 'expert' } } })).toEqual({
      ok: false,
      rejection: { code: 'invalid-signup-options', params: { path: 'level', problem: 'invalid_value' } },
    });
    const members = (await (await host.caller()).lobby.get({ gameId })).members;
    expect(members.find((m) => m.username === good.username)?.signupOptions).toEqual({ attributes: { level: 'beginner', buddy: host.username } });
    expect(members.some((m) => m.username === bad.username)).toBe(false);
  });

  it("list each role's abilities with when and how they are used, and the factions' own", async () => {
    const { caller } = await signedUp();
    const manifest = await (await caller()).rulesets.get({ id: 'sandbox' });
    expect(manifest.roles.find((r) => r.id === 'villager')?.abilities).toEqual([]);
    const cop = manifest.roles.find((r) => r.id === 'cop');
    expect(cop?.abilities).toEqual([expect.objectContaining({ id: 'investigate', phase: 'night', targets: expect.objectContaining({ count: 1, of: 'seat' }) })]);
    expect(manifest.factionAbilities['town']).toEqual([]);
    expect(manifest.factionAbilities['mafia']).toEqual([expect.objectContaining({ id: 'factional-kill', phase: 'night', factional: true })]);
    // Plain JSON: what the client receives is what the server computed.
    expect(JSON.parse(JSON.stringify(manifest.roles))).toEqual(manifest.roles);
  });
});
