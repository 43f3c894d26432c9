import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/embedded';
import { MIGRATIONS_DIR } from '../src/migrate';
import { readdir } from 'node:fs/promises';
import { useTestDatabase } from './helpers';

const db = useTestDatabase();
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('embedded PostgreSQL', () => {
  it('initialises a data directory once and keeps its data across restarts', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'mafia-embedded-'));
    dirs.push(root);
    const dataDir = path.join(root, 'postgres');

    const first = await startEmbeddedPostgres({ dataDir, database: 'keep' });
    expect(first.initialised).toBe(true);
    const writer = new pg.Client({ ...first.params });
    await writer.connect();
    await writer.query('CREATE TABLE kept (value text); INSERT INTO kept VALUES ($$still here$$)');
    await writer.end();
    await first.stop();
    await first.stop(); // stopping twice is harmless

    const second = await startEmbeddedPostgres({ dataDir, database: 'keep' });
    try {
      expect(second.initialised).toBe(false);
      const reader = new pg.Client({ ...second.params });
      await reader.connect();
      const { rows } = await reader.query('SELECT value FROM kept');
      await reader.end();
      expect(rows).toEqual([{ value: 'still here' }]);
    } finally {
      await second.stop();
    }
  }, 60_000);
});

describe('migrations', () => {
  it('the test database carries every committed migration, applied cleanly', async () => {
    const committed = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const { rows } = await db().pool.query<{ migration_name: string }>(
      'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name',
    );
    expect(rows.map((row) => row.migration_name)).toEqual(committed);
    expect(committed.length).toBeGreaterThan(0);
  });
});
