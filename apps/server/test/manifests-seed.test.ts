/**
 * Issue #7 over HTTP with the shipped rulesets: the sign-up options each ruleset declares (Gorny's
 * buddy, 1923's level and group) reach the client as JSON Schema, every role lists its abilities,
 * and a host may fix a game's seed.
 */
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { signedUp, useServer } from './helpers';

const ctx = useServer();
const url = () => ctx().server.url;

type Schema = { properties?: Record<string, { type?: string; enum?: string[]; default?: unknown }> } | null;

describe('Sign-up options in the manifests', () => {
  it.each([
    ['gorny', { buddy: 'string', experienced: 'boolean' }],
    ['mafia-1923', { level: 'string', group: 'string' }],
  ])('%s declares its sign-up fields', async (rulesetId, fields) => {
    const client = await signedUp(url());
    const schema = (await client.api.rulesets.get.query({ id: rulesetId })).signupSchema as Schema;
    const types = Object.fromEntries(Object.entries(schema?.properties ?? {}).map(([name, s]) => [name, s.type]));
    expect(types).toEqual(fields);
  });

  it("1923's level offers the three levels, Standard by default (seed 002, Setup)", async () => {
    const client = await signedUp(url());
    const schema = (await client.api.rulesets.get.query({ id: 'mafia-1923' })).signupSchema as Schema;
    expect(schema?.properties?.['level']).toMatchObject({ enum: ['beginner', 'standard', 'spectator'], default: 'standard' });
  });

  it('a ruleset without sign-up options has none', async () => {
    const client = await signedUp(url());
    const listed = await client.api.rulesets.list.query();
    expect(listed.find((r) => r.id === 'sandbox')?.signupSchema).toBeNull();
  });
});

describe('Abilities in the manifests', () => {
  it('every shipped role lists abilities with a phase and a target count', async () => {
    const client = await signedUp(url());
    for (const ruleset of await client.api.rulesets.list.query()) {
      const all = [...ruleset.roles.flatMap((r) => r.abilities), ...Object.values(ruleset.factionAbilities).flat()];
      expect(all.length, ruleset.id).toBeGreaterThan(0);
      for (const ability of all) {
        expect(['day', 'night', 'any'], `${ruleset.id}/${ability.id}`).toContain(ability.phase);
        expect(ability.targets.count, `${ruleset.id}/${ability.id}`).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe('A fixed seed', () => {
  it('is kept by the game, and a malformed one creates nothing', async () => {
    const host = await signedUp(url());
    const { gameId } = await host.api.lobby.create.mutate({ title: 'seeded', rulesetId: 'sandbox', setupId: 'classic-7', seed: 7 });
    expect((await ctx().db.prisma.game.findUnique({ where: { id: gameId } }))?.seed).toBe('7');
    const error = await host.api.lobby.create.mutate({ title: 'bad', rulesetId: 'sandbox', setupId: 'classic-7', seed: 'no spaces allowed' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<never>).data).toMatchObject({ code: 'BAD_REQUEST' });
    expect((error as Error).message).toContain('invalid-seed');
    expect((await host.api.lobby.list.query({ mine: true })).map((g) => g.id)).toEqual([gameId]);
  });
});
