import type pg from 'pg';
import type { SnapshotStore, StoredSnapshot } from '../ports';

/**
 * Room snapshots on the "GameSnapshot" table (issue #19). A save is one statement: it inserts the
 * snapshot (a second one at the same seq is a no-op) and deletes the game's older ones, so a game
 * holds one row, plus a row per kernel version the room was written by until the next save.
 * The state is sent as JSON text: node-postgres would stringify it anyway, and the text is what
 * the room's `stateFromJson` expects back.
 */
export class PgSnapshotStore implements SnapshotStore {
  constructor(private readonly pool: pg.Pool) {}

  async latest(gameId: string, kernelVersion: number): Promise<StoredSnapshot | null> {
    const rows = await this.pool.query<{ seq: number; kernelVersion: number; rulesetId: string; rulesetVersion: string; state: unknown }>({
      name: 'mafia-latest-snapshot',
      text: `SELECT seq, "kernelVersion", "rulesetId", "rulesetVersion", state FROM "GameSnapshot"
             WHERE "gameId" = $1 AND "kernelVersion" = $2 ORDER BY seq DESC LIMIT 1`,
      values: [gameId, kernelVersion],
    });
    const row = rows.rows[0];
    return row ? { gameId, ...row } : null;
  }

  async save(snapshot: StoredSnapshot): Promise<void> {
    await this.pool.query({
      name: 'mafia-save-snapshot',
      text: `WITH saved AS (
               INSERT INTO "GameSnapshot" ("gameId", seq, "kernelVersion", "rulesetId", "rulesetVersion", state)
               VALUES ($1, $2, $3, $4, $5, $6::jsonb) ON CONFLICT ("gameId", seq) DO NOTHING
             )
             DELETE FROM "GameSnapshot" WHERE "gameId" = $1 AND seq < $2`,
      values: [snapshot.gameId, snapshot.seq, snapshot.kernelVersion, snapshot.rulesetId, snapshot.rulesetVersion, JSON.stringify(snapshot.state)],
    });
  }
}
