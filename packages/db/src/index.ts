export {
  connectDatabase,
  createPgPool,
  createPrismaClient,
  parseDatabaseUrl,
  toDatabaseUrl,
  withDatabase,
  type ConnectOptions,
  type ConnectionParams,
  type Database,
} from './connection';
export {
  ensureDatabase,
  findFreePort,
  startEmbeddedPostgres,
  type EmbeddedPostgresOptions,
  type EmbeddedPostgresServer,
} from './embedded';
export { CREDENTIALS_FILE } from './embedded-credentials';
export { diagnoseStartFailure, EmbeddedPostgresStartError, type StartFailure, type StartFailureKind } from './embedded-errors';
export { MIGRATIONS_DIR, PACKAGE_ROOT, migrateDatabase, runPrismaCli, type PrismaCliResult } from './migrate';
export { PrismaEventStore } from './stores/event-store';
export { PgEventStore, type PgEventStoreOptions } from './stores/pg-event-store';
export { ALONE_MARGIN_MS, ALONE_WINDOW_MS } from './stores/append-batches';
export { PgSnapshotStore } from './stores/pg-snapshot-store';
export { PrismaDeadlineStore } from './stores/deadline-store';
export { PrismaLeaseStore } from './stores/lease-store';
export {
  CHANGE_CHANNEL,
  PgChangeFeed,
  decodeChange,
  encodeChange,
  type PgChangeFeedOptions,
} from './stores/change-feed';
export { AccountRepository, foldUsername, type AccountRecord, type NewAccount } from './repositories/accounts';
export { SessionRepository, type SessionRecord } from './repositories/sessions';
export {
  GameRepository,
  type GameFilter,
  type GameRecord,
  type GameVisibility,
  type GameStatusName,
  type GameWithPlayers,
  type NewGame,
} from './repositories/games';
export {
  MemberRepository,
  type MemberRecord,
  type MemberRoleName,
  type MemberWithUsername,
  type NewMember,
} from './repositories/members';
export { PostRepository, type NewPost, type PostRecord } from './repositories/posts';
export { NOTE_MAX_LENGTH, NoteStore, type NoteRecord } from './notes';
export { CustomSetupStore, type CustomSetupRecord } from './custom-setups';
export type { Rejection, Result } from './repositories/errors';
export type { PrismaClient } from './generated/prisma/client';
export {
  ForumGameRepository,
  type ForumImportResult,
  type ForumPostRecord,
  type NewForumPost,
} from './repositories/forum';
export { WEBHOOK_URL_MAX_LENGTH, WebhookOutbox, WebhookStore, type WebhookOutboxEntry, type WebhookRecord } from './webhooks';
