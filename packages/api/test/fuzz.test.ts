/**
 * Issue #13: every procedure of the router, called by an anonymous caller, the host and a seated
 * player of a running game, with NUL, lone surrogates, huge strings, deeply nested objects and
 * wrong types, in place of the whole input, of the game id, and of every other field. Not one
 * answer may be a server error, and nothing may change: the database's row counts and the game's
 * event count are the same before and after.
 */
import type { Ruleset } from '@mafia/ruleset-kit';
import { sandbox } from '@mafia/ruleset-sandbox';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appRouter, createContextFactory } from '../src';
import { useApiHarness, type Caller } from './harness';

const harness = useApiHarness([sandbox as unknown as Ruleset]);

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

const POISONS: Record<string, unknown> = {
  nul: 'a\u0000b',
  'lone high surrogate': 'a\uD800b',
  'lone low surrogate': '\uDC00',
  'huge string': 'x'.repeat(1_000_000),
  'deep object': nested(5_000),
  'deep array': JSON.parse('['.repeat(3_000) + ']'.repeat(3_000)) as unknown,
  'key with NUL': { 'k\u0000': 1 },
  number: 1e308,
  'negative fraction': -1.5,
  boolean: true,
  null: null,
  array: [1, 'two', { three: 3 }],
  object: { unexpected: { nested: true } },
};

interface ProcedureDef {
  _def: { type: 'query' | 'mutation' | 'subscription'; inputs: unknown[] };
}
const procedures = Object.entries((appRouter._def as unknown as { procedures: Record<string, ProcedureDef> }).procedures);

/** The input fields the procedure's schemas declare (the union of their object shapes). */
function fieldsOf(procedure: ProcedureDef): string[] {
  const fields = new Set<string>();
  for (const input of procedure._def.inputs) {
    let schema = input as z.ZodType;
    while (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional) schema = schema.unwrap() as z.ZodType;
    if (schema instanceof z.ZodObject) for (const key of Object.keys(schema.shape)) fields.add(key);
  }
  return [...fields];
}

function call(caller: Caller, path: string, input: unknown): Promise<unknown> {
  let target: unknown = caller;
  for (const part of path.split('.')) target = (target as Record<string, unknown>)[part];
  return (target as (input: unknown) => Promise<unknown>)(input);
}

async function counts(gameId: string): Promise<Record<string, number>> {
  const { pool } = harness().db;
  const tables = ['Account', 'Session', 'Game', 'GameMember', 'GameEvent', 'Post', 'Deadline', 'GameNote'];
  const result: Record<string, number> = {};
  for (const table of tables) result[table] = Number((await pool.query<{ n: string }>(`SELECT count(*) AS n FROM "${table}"`)).rows[0]?.n);
  result['seq'] = (await harness().rooms.state(gameId)).seq;
  const members = await harness().services.members.listByGame(gameId);
  result['members'] = JSON.stringify(members).length;
  return result;
}

describe('Fuzzing every procedure', () => {
  it('gets no server error and changes nothing', async () => {
    let n = 0;
    const signedUp = async () => harness().signedUp(`f${(n += 1)}-${process.pid}`);
    const host = await signedUp();
    const { gameId } = await (await host()).lobby.create({ title: 'fuzz', rulesetId: 'sandbox', setupId: 'classic-7' });
    const players = [];
    for (let i = 0; i < 7; i++) {
      const player = await signedUp();
      await (await player()).lobby.join({ gameId, as: 'player' });
      players.push(player);
    }
    expect(await (await host()).lobby.start({ gameId })).toMatchObject({ ok: true });
    const anonymous = appRouter.createCaller(
      await createContextFactory(harness().services)({ req: { headers: { 'x-mafia-csrf': '1' } }, res: { getHeader: () => undefined, setHeader: () => undefined } }),
    );
    const callers: Array<[string, Caller]> = [
      ['anonymous', anonymous],
      ['host', await host()],
      ['player', await (players[0] as () => Promise<Caller>)()],
    ];

    // Procedures without input take nothing a caller could poison (sign-out, me, the lists).
    const withInput = procedures.filter(([, p]) => p._def.inputs.length > 0);
    expect(withInput.length).toBeGreaterThan(30);
    const before = await counts(gameId);
    const serverErrors: string[] = [];
    let calls = 0;
    for (const [path, procedure] of withInput) {
      const fields = fieldsOf(procedure).filter((f) => f !== 'gameId');
      for (const [poisonName, poison] of Object.entries(POISONS)) {
        const inputs: Array<[string, unknown]> = [
          ['whole input', poison],
          ['gameId', { gameId: poison }],
        ];
        // `null` is a legitimate value of some fields (`setDeadline`'s clears the deadline).
        if (fields.length > 0 && poison !== null) inputs.push(['every field', Object.fromEntries([['gameId', gameId], ...fields.map((f) => [f, poison])])]);
        for (const [where, input] of inputs) {
          for (const [who, caller] of callers) {
            calls += 1;
            try {
              const result = await call(caller, path, input);
              // A subscription's generator starts on first read; read one message and stop.
              if (procedure._def.type === 'subscription') {
                const iterator = (result as AsyncIterable<unknown>)[Symbol.asyncIterator]();
                await Promise.race([iterator.next(), new Promise((resolve) => setTimeout(resolve, 50))]);
              } else if (result && typeof result === 'object' && 'ok' in result && result.ok === true) {
                serverErrors.push(`${path} ${poisonName} in ${where} as ${who}: accepted`);
              }
            } catch (error) {
              if (!(error instanceof TRPCError) || error.code === 'INTERNAL_SERVER_ERROR') {
                serverErrors.push(`${path} ${poisonName} in ${where} as ${who}: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`);
              }
            }
          }
        }
      }
    }
    expect(serverErrors).toEqual([]);
    expect(calls).toBeGreaterThan(1_000);
    expect(await counts(gameId)).toEqual(before);
  });
});
