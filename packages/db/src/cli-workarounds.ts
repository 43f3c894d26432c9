/**
 * Workarounds the Prisma 6 CLI needs when it runs its WebAssembly schema engine through
 * @prisma/adapter-pg (stack notes, "Prisma on PostgreSQL"). Used only by prisma.config.ts;
 * the runtime client needs none of them.
 */
import { randomUUID } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import type { ConnectionParams } from './params';

/** pg_catalog types the adapter cannot map, and the text types they read as. */
const CATALOG_TYPE_REPLACEMENTS: ReadonlyMap<number, number> = new Map([
  [19, 25], // name -> text
  [18, 25], // "char" -> text
  [1003, 1009], // name[] -> text[]
]);

interface FieldLike {
  name: string;
  dataTypeID: number;
}
interface QueryResultLike {
  fields?: FieldLike[];
  rows?: unknown[][];
}
type PerformIO = (this: unknown, query: unknown) => Promise<QueryResultLike | undefined>;
interface Queryable {
  performIO: PerformIO;
}

const patched = new WeakSet<object>();

/**
 * Workaround 1 (prisma/orm issue 27403): the schema engine's introspection queries return
 * catalog columns of type `name`/`"char"`, which the adapter refuses to deserialize. Their values
 * arrive as strings anyway, so reporting them as text is faithful. The patch goes on the shared
 * query class so that transactions opened from the adapter are covered too.
 */
function patchQueryable(adapter: object): void {
  let proto: object | null = Object.getPrototypeOf(adapter);
  while (proto && !Object.prototype.hasOwnProperty.call(proto, 'performIO')) {
    proto = Object.getPrototypeOf(proto);
  }
  if (!proto || patched.has(proto)) return;
  const target = proto as Queryable;
  const original = target.performIO;
  target.performIO = async function performIO(this: unknown, query: unknown) {
    const result = await original.call(this, query);
    if (!result?.fields) return result;
    for (const field of result.fields) {
      const replacement = CATALOG_TYPE_REPLACEMENTS.get(field.dataTypeID);
      if (replacement !== undefined) field.dataTypeID = replacement;
    }
    dropNotNullConstraintRows(result);
    return result;
  };
  patched.add(proto);
}

/**
 * Workaround 4 (found here, on the embedded PostgreSQL 18): PostgreSQL 18 records NOT NULL
 * constraints in pg_constraint with contype 'n'. Prisma 6.19's schema engine does not know that
 * kind and panics ("RuntimeError: unreachable") while introspecting any database that has tables,
 * e.g. on a second `migrate dev`. Nullability is read from pg_attribute anyway, so the engine loses
 * nothing when those rows are hidden from its constraint query.
 */
function dropNotNullConstraintRows(result: QueryResultLike): void {
  const fields = result.fields ?? [];
  const column = fields.findIndex((field) => field.name === 'constraint_type');
  if (column < 0 || !fields.some((field) => field.name === 'constraint_definition')) return;
  if (result.rows) result.rows = result.rows.filter((row) => row[column] !== 'n');
}

/** A PrismaPg factory for the CLI, with workaround 1 applied to every connection it opens. */
export function createCliAdapter(params: ConnectionParams): PrismaPg {
  // Workaround 2: discrete fields, never a connection string (see connection.ts).
  // allowExitOnIdle: idle pooled sockets must not keep the finished CLI alive.
  const factory = new PrismaPg({ ...params, allowExitOnIdle: true });
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    patchQueryable(adapter);
    return adapter;
  };
  factory.connectToShadowDb = () => connectToShadowDb(params, factory);
  return factory;
}

/**
 * The adapter's own shadow database drops the database while its pool is still connected
 * ("database ... is being accessed by other users", so `migrate dev` fails) and never closes the
 * connection that created it. This one closes the shadow pool first, then drops, then closes.
 */
async function connectToShadowDb(params: ConnectionParams, main: PrismaPg) {
  const admin = await main.connect();
  const database = `prisma_migrate_shadow_db_${randomUUID()}`;
  await admin.executeScript(`CREATE DATABASE "${database}"`);
  const shadow = await new PrismaPg({ ...params, database, allowExitOnIdle: true }).connect();
  patchQueryable(shadow);
  const disposeShadow = shadow.dispose.bind(shadow);
  shadow.dispose = async () => {
    await disposeShadow();
    await admin.executeScript(`DROP DATABASE IF EXISTS "${database}"`);
    await admin.dispose();
  };
  return shadow;
}

/**
 * Workaround 3: the WebAssembly engine leaves long timers armed, so the CLI would sit idle for up
 * to a minute after finishing. Unref'ing timers of 5 s or more lets the process exit when its
 * work is done; short timers (real work in flight) are untouched.
 */
export function unrefLongTimers(thresholdMs = 5_000): void {
  const marker = Symbol.for('mafia.db.unrefLongTimers');
  const g = globalThis as typeof globalThis & { [marker]?: true };
  if (g[marker]) return;
  g[marker] = true;
  const original = globalThis.setTimeout;
  const wrapped = ((handler: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const timer = original(handler, ms, ...args);
    if ((ms ?? 0) >= thresholdMs) timer.unref();
    return timer;
  }) as typeof setTimeout;
  globalThis.setTimeout = Object.assign(wrapped, original);
}
