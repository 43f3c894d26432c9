import { Prisma, type ForumPost, type PrismaClient } from '../generated/prisma/client';
import { toJsonInput } from '../json';

/** A post read from a forum thread's saved pages (issue #23), as the database keeps it. */
export interface ForumPostRecord {
  gameId: string;
  /** The forum's own id of the post: the key that makes imports idempotent. */
  forumPostId: string;
  /** The number the forum prints (`#4`), null where the engine prints none (phpBB). */
  number: number | null;
  author: string;
  body: string;
  postedAt: number;
  editedAt: number | null;
  /** What applying the post to the game did; null while it waits for its phase. */
  outcome: unknown;
  importedAt: number;
}

export type NewForumPost = Omit<ForumPostRecord, 'gameId' | 'outcome' | 'importedAt'>;

/** What one import did to the stored posts. */
export interface ForumImportResult {
  added: number;
  /** Posts stored before whose page now shows a later edit (the copy saved after the edit wins). */
  updated: number;
  unchanged: number;
}

function toRecord(row: ForumPost): ForumPostRecord {
  return {
    gameId: row.gameId,
    forumPostId: row.forumPostId,
    number: row.number,
    author: row.author,
    body: row.body,
    postedAt: row.postedAt.getTime(),
    editedAt: row.editedAt?.getTime() ?? null,
    outcome: row.outcome,
    importedAt: row.importedAt.getTime(),
  };
}

/**
 * Forum-hosted games (issue #23): the host's setup of a game played on an external forum, and the
 * thread's posts read from saved pages. Posts are keyed by (game, forum post id), so importing an
 * overlapping page twice stores nothing new.
 */
/** A post not applied yet: no outcome, or only the journal of an application a crash interrupted. */
const NOT_APPLIED: Prisma.ForumPostWhereInput[] = [{ outcome: { equals: Prisma.AnyNull } }, { outcome: { path: ['status'], equals: 'applying' } }];

/** The first key of the forum games' advisory locks (the issue's number), the game's hash the second. */
const FORUM_LOCK_SPACE = 23;

export class ForumGameRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Runs `work` holding the game's forum lock (issue #23): a transaction-scoped PostgreSQL advisory
   * lock, so two imports (or an import and `forum.advance`) of one game, on one server process or
   * several, apply pending posts one after the other and never count a post twice. The work itself
   * uses other connections; the lock's transaction only holds it until `work` settles.
   */
  async withGameLock<T>(gameId: string, work: () => Promise<T>): Promise<T> {
    return this.prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(${FORUM_LOCK_SPACE}::int, hashtext(${gameId}))) AS l`;
        return work();
      },
      // Imports of large saved pages take seconds; one waits for another up to a minute.
      { maxWait: 60_000, timeout: 120_000 },
    );
  }

  async saveSetup(gameId: string, setup: unknown, at: number): Promise<void> {
    const updatedAt = new Date(at);
    await this.prisma.forumGame.upsert({
      where: { gameId },
      create: { gameId, setup: toJsonInput(setup), updatedAt },
      update: { setup: toJsonInput(setup), updatedAt },
    });
  }

  /** The setup JSON of a forum-hosted game, or null for a game played on the platform. */
  async setupOf(gameId: string): Promise<unknown> {
    const row = await this.prisma.forumGame.findUnique({ where: { gameId } });
    return row ? row.setup : null;
  }

  /**
   * Stores the posts in one transaction: new ids are inserted; a known post is replaced only when
   * this copy carries a later edit than the stored one (its outcome stays: what was applied stays
   * applied, the host sees the edit flag).
   */
  async importPosts(gameId: string, posts: readonly NewForumPost[], at: number): Promise<ForumImportResult> {
    const importedAt = new Date(at);
    return this.prisma.$transaction(async (tx) => {
      const known = await tx.forumPost.findMany({
        where: { gameId, forumPostId: { in: posts.map((p) => p.forumPostId) } },
        select: { forumPostId: true, editedAt: true },
      });
      const byId = new Map(known.map((row) => [row.forumPostId, row.editedAt?.getTime() ?? null]));
      const result: ForumImportResult = { added: 0, updated: 0, unchanged: 0 };
      const fresh: Prisma.ForumPostCreateManyInput[] = [];
      for (const post of posts) {
        if (!byId.has(post.forumPostId)) {
          byId.set(post.forumPostId, post.editedAt);
          fresh.push({
            gameId,
            forumPostId: post.forumPostId,
            number: post.number,
            author: post.author,
            body: post.body,
            postedAt: new Date(post.postedAt),
            editedAt: post.editedAt === null ? null : new Date(post.editedAt),
            importedAt,
          });
          result.added += 1;
          continue;
        }
        const storedEdit = byId.get(post.forumPostId) ?? null;
        if (post.editedAt !== null && (storedEdit === null || post.editedAt > storedEdit)) {
          byId.set(post.forumPostId, post.editedAt);
          await tx.forumPost.update({
            where: { gameId_forumPostId: { gameId, forumPostId: post.forumPostId } },
            data: { body: post.body, editedAt: new Date(post.editedAt) },
          });
          result.updated += 1;
        } else {
          result.unchanged += 1;
        }
      }
      if (fresh.length > 0) await tx.forumPost.createMany({ data: fresh, skipDuplicates: true });
      return result;
    });
  }

  /** Every stored post of the game, in thread order (time, then number, then id). */
  async listPosts(gameId: string): Promise<ForumPostRecord[]> {
    const rows = await this.prisma.forumPost.findMany({
      where: { gameId },
      orderBy: [{ postedAt: 'asc' }, { number: 'asc' }, { forumPostId: 'asc' }],
    });
    return rows.map(toRecord);
  }

  /** Records what applying a post did; a post is applied once. Answers false when it already was. */
  async markApplied(gameId: string, forumPostId: string, outcome: unknown): Promise<boolean> {
    const updated = await this.prisma.forumPost.updateMany({
      where: { gameId, forumPostId, OR: NOT_APPLIED },
      data: { outcome: toJsonInput(outcome) },
    });
    return updated.count === 1;
  }

  /**
   * Records how far applying a post got (a journal with `status: 'applying'` in its outcome) while
   * it is not applied yet: a crash between two of its ballots resumes there instead of casting one
   * twice (`@mafia/api` forum/journal.ts). Answers false when the post was applied meanwhile.
   */
  async recordProgress(gameId: string, forumPostId: string, progress: { status: 'applying' }): Promise<boolean> {
    const updated = await this.prisma.forumPost.updateMany({
      where: { gameId, forumPostId, OR: NOT_APPLIED },
      data: { outcome: toJsonInput(progress) },
    });
    return updated.count === 1;
  }
}
