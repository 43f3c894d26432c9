import type { Post, PrismaClient } from '../generated/prisma/client';
import { toJsonInput } from '../json';

export interface PostRecord {
  id: string;
  gameId: string;
  /** e.g. "main", "faction:<id>", "dead", "host"; who may read a channel is the room's business. */
  channel: string;
  authorAccountId: string | null;
  seatId: string | null;
  body: string;
  flags: unknown;
  createdAt: number;
  editedAt: number | null;
  /** The kernel's post id (null for rows written before it was stored). */
  postId: string | null;
}

export interface NewPost {
  gameId: string;
  channel: string;
  authorAccountId: string | null;
  seatId: string | null;
  body: string;
  flags?: unknown;
  createdAt?: number;
  /** The kernel's post id; unique per game. */
  postId?: string;
}

function toRecord(row: Post): PostRecord {
  return { ...row, createdAt: row.createdAt.getTime(), editedAt: row.editedAt?.getTime() ?? null };
}

export class PostRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async create(input: NewPost): Promise<PostRecord> {
    const row = await this.prisma.post.create({
      data: {
        gameId: input.gameId,
        channel: input.channel,
        authorAccountId: input.authorAccountId,
        seatId: input.seatId,
        body: input.body,
        ...(input.flags !== undefined && { flags: toJsonInput(input.flags) }),
        ...(input.createdAt !== undefined && { createdAt: new Date(input.createdAt) }),
        ...(input.postId !== undefined && { postId: input.postId }),
      },
    });
    return toRecord(row);
  }

  /** The row of the kernel's post `postId` in a game. */
  async findByPostId(gameId: string, postId: string): Promise<PostRecord | null> {
    const row = await this.prisma.post.findUnique({ where: { gameId_postId: { gameId, postId } } });
    return row ? toRecord(row) : null;
  }

  /** An `edit-post` the kernel accepted: the new body and editedAt, found by the kernel's id. */
  async editByPostId(gameId: string, postId: string, body: string, at: number): Promise<PostRecord | null> {
    const rows = await this.prisma.post.updateManyAndReturn({
      where: { gameId, postId },
      data: { body, editedAt: new Date(at) },
    });
    const row = rows[0];
    return row ? toRecord(row) : null;
  }

  /** Oldest first; `limit` takes the first N after `afterCreatedAt`. */
  async listByGame(
    gameId: string,
    channel: string,
    options: { afterCreatedAt?: number; limit?: number } = {},
  ): Promise<PostRecord[]> {
    const rows = await this.prisma.post.findMany({
      where: {
        gameId,
        channel,
        ...(options.afterCreatedAt !== undefined && { createdAt: { gt: new Date(options.afterCreatedAt) } }),
      },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      ...(options.limit !== undefined && { take: options.limit }),
    });
    return rows.map(toRecord);
  }

  /** Replaces the body and stamps editedAt (forum vote counting reads edits: forum package). */
  async markEdited(id: string, body: string, at: number): Promise<PostRecord | null> {
    const rows = await this.prisma.post.updateManyAndReturn({
      where: { id },
      data: { body, editedAt: new Date(at) },
    });
    const row = rows[0];
    return row ? toRecord(row) : null;
  }
}
