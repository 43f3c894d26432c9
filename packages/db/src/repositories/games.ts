import type { Game, GameStatus, PrismaClient } from '../generated/prisma/client';
import type { Prisma } from '../generated/prisma/client';
import { toJsonInput } from '../json';

export type GameStatusName = `${GameStatus}`;

export interface GameRecord {
  id: string;
  title: string;
  rulesetId: string;
  /** The ruleset package and version the game was created with (issue #20); null before they were recorded. */
  rulesetPackage?: string | null;
  rulesetVersion?: string | null;
  setupId: string;
  /** The ruleset settings, already validated by the ruleset when the game was created. */
  settings: unknown;
  status: GameStatusName;
  hostAccountId: string;
  seed: string;
  /** Players' role and faction requests are honoured at the deal (a host setting; absent or false: off). */
  roleRequests?: boolean;
  /** Anyone may watch without an account (issue #21; absent or false: members only). */
  publicSpectators?: boolean;
  /** After the end, the host published the full night traces (issue #21; absent or false: not). */
  tracesPublished?: boolean;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  /** Set when resuming the game failed and it was isolated (issue #13); null for a healthy game. */
  broken: { reason: string; at: number } | null;
}

export interface NewGame {
  id?: string;
  title: string;
  rulesetId: string;
  rulesetPackage?: string;
  rulesetVersion?: string;
  setupId: string;
  settings: unknown;
  hostAccountId: string;
  seed: string;
  roleRequests?: boolean;
  publicSpectators?: boolean;
  createdAt?: number;
}

/** The host's visibility settings of a game (issue #21). */
export interface GameVisibility {
  publicSpectators?: boolean;
  tracesPublished?: boolean;
}

export interface GameFilter {
  status?: GameStatusName | GameStatusName[];
  rulesetId?: string;
  hostAccountId?: string;
  /** Only games this account is a member of (any role). */
  memberAccountId?: string;
  limit?: number;
}

/** A game with how many members hold the player role (lobby lists). */
export interface GameWithPlayers extends GameRecord {
  players: number;
}

function toRecord({ brokenAt, brokenReason, ...row }: Game): GameRecord {
  return {
    ...row,
    createdAt: row.createdAt.getTime(),
    startedAt: row.startedAt?.getTime() ?? null,
    finishedAt: row.finishedAt?.getTime() ?? null,
    broken: brokenAt ? { reason: brokenReason ?? '', at: brokenAt.getTime() } : null,
  };
}

export class GameRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async create(input: NewGame): Promise<GameRecord> {
    const row = await this.prisma.game.create({
      data: {
        ...(input.id !== undefined && { id: input.id }),
        title: input.title,
        rulesetId: input.rulesetId,
        ...(input.rulesetPackage !== undefined && { rulesetPackage: input.rulesetPackage }),
        ...(input.rulesetVersion !== undefined && { rulesetVersion: input.rulesetVersion }),
        setupId: input.setupId,
        settings: toJsonInput(input.settings),
        hostAccountId: input.hostAccountId,
        seed: input.seed,
        ...(input.roleRequests !== undefined && { roleRequests: input.roleRequests }),
        ...(input.publicSpectators !== undefined && { publicSpectators: input.publicSpectators }),
        ...(input.createdAt !== undefined && { createdAt: new Date(input.createdAt) }),
      },
    });
    return toRecord(row);
  }

  async get(id: string): Promise<GameRecord | null> {
    const row = await this.prisma.game.findUnique({ where: { id } });
    return row ? toRecord(row) : null;
  }

  /** Newest first. */
  async list(filter: GameFilter = {}): Promise<GameRecord[]> {
    const rows = await this.prisma.game.findMany({
      where: whereOf(filter),
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      ...(filter.limit !== undefined && { take: filter.limit }),
    });
    return rows.map(toRecord);
  }

  /** Like `list`, with each game's player count, in one query (a filtered relation count). */
  async listWithPlayers(filter: GameFilter = {}): Promise<GameWithPlayers[]> {
    const rows = await this.prisma.game.findMany({
      where: whereOf(filter),
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
      ...(filter.limit !== undefined && { take: filter.limit }),
      include: { _count: { select: { members: { where: { role: 'player' } } } } },
    });
    return rows.map(({ _count, ...row }) => ({ ...toRecord(row), players: _count.members }));
  }

  /**
   * Moves a game to `status` at `at`: `running` stamps startedAt, `finished` stamps finishedAt.
   * Returns null when the game does not exist.
   */
  async updateStatus(id: string, status: GameStatusName, at: number): Promise<GameRecord | null> {
    const stamp = new Date(at);
    const result = await this.prisma.game.updateManyAndReturn({
      where: { id },
      data: {
        status,
        ...(status === 'running' && { startedAt: stamp }),
        ...(status === 'finished' && { finishedAt: stamp }),
      },
    });
    const row = result[0];
    return row ? toRecord(row) : null;
  }

  /** Changes who may watch the game and whether its traces are published; null when the game does not exist. */
  async updateVisibility(id: string, visibility: GameVisibility): Promise<GameRecord | null> {
    const result = await this.prisma.game.updateManyAndReturn({
      where: { id },
      data: {
        ...(visibility.publicSpectators !== undefined && { publicSpectators: visibility.publicSpectators }),
        ...(visibility.tracesPublished !== undefined && { tracesPublished: visibility.tracesPublished }),
      },
    });
    const row = result[0];
    return row ? toRecord(row) : null;
  }

  /**
   * Replaces a lobby game's settings (issue #21: the host edits them before the start). Only while
   * the game is still in its lobby: returns null for a started, finished or unknown game.
   */
  async updateLobbySettings(id: string, settings: unknown): Promise<GameRecord | null> {
    const result = await this.prisma.game.updateManyAndReturn({ where: { id, status: 'lobby' }, data: { settings: toJsonInput(settings) } });
    const row = result[0];
    return row ? toRecord(row) : null;
  }

  /**
   * Deletes a game that never started, with its members (cascade) and its events. A started game
   * is part of its players' history and is never deleted: returns false for it, as for an unknown
   * game. The event log has no foreign key to its game (issue #19), so its rows go here, in the
   * same transaction: a start appended while the lobby status was not yet updated goes too.
   */
  async deleteLobby(id: string): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const result = await tx.game.deleteMany({ where: { id, status: 'lobby' } });
      if (result.count !== 1) return false;
      await tx.gameEvent.deleteMany({ where: { gameId: id } });
      return true;
    });
  }

  /** Isolates a game whose resumption failed, with the error (cut to 2,000 characters) for its host. */
  async markBroken(id: string, reason: string, at: number): Promise<void> {
    await this.prisma.game.updateMany({ where: { id }, data: { brokenAt: new Date(at), brokenReason: reason.slice(0, 2_000) } });
  }

  /** Clears the mark once the game resumes again (after a fix). */
  async clearBroken(id: string): Promise<void> {
    await this.prisma.game.updateMany({ where: { id, NOT: { brokenAt: null } }, data: { brokenAt: null, brokenReason: null } });
  }
}

function whereOf(filter: GameFilter): Prisma.GameWhereInput {
  const where: Prisma.GameWhereInput = {};
  if (filter.status !== undefined) {
    where.status = Array.isArray(filter.status) ? { in: filter.status } : filter.status;
  }
  if (filter.rulesetId !== undefined) where.rulesetId = filter.rulesetId;
  if (filter.hostAccountId !== undefined) where.hostAccountId = filter.hostAccountId;
  if (filter.memberAccountId !== undefined) where.members = { some: { accountId: filter.memberAccountId } };
  return where;
}
