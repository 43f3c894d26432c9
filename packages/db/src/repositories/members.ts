import type { GameMember, MemberRole, PrismaClient } from '../generated/prisma/client';
import { toJsonInput } from '../json';
import { isForeignKeyViolation, isUniqueViolation, type Result } from './errors';

/** Per-game roles as the API names them (architecture.md, "Auth"). */
export type MemberRoleName = 'host' | 'co-host' | 'player' | 'spectator' | 'replacement';

export interface MemberRecord {
  id: string;
  gameId: string;
  accountId: string;
  role: MemberRoleName;
  seatId: string | null;
  signupOptions: unknown;
  joinedAt: number;
}

/** A member with the account's user name (lobby pages). */
export interface MemberWithUsername extends MemberRecord {
  username: string;
}

export interface NewMember {
  gameId: string;
  accountId: string;
  role: MemberRoleName;
  seatId?: string | null;
  signupOptions?: unknown;
  joinedAt?: number;
}

// Prisma enum values must be identifiers; the database stores 'co-host' through @map.
const TO_DB: Record<MemberRoleName, MemberRole> = {
  host: 'host',
  'co-host': 'co_host',
  player: 'player',
  spectator: 'spectator',
  replacement: 'replacement',
};
const FROM_DB: Record<MemberRole, MemberRoleName> = {
  host: 'host',
  co_host: 'co-host',
  player: 'player',
  spectator: 'spectator',
  replacement: 'replacement',
};

function toRecord(row: GameMember): MemberRecord {
  return { ...row, role: FROM_DB[row.role], joinedAt: row.joinedAt.getTime() };
}

export class MemberRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async add(input: NewMember): Promise<Result<{ member: MemberRecord }, 'already-member' | 'unknown-game-or-account'>> {
    try {
      const row = await this.prisma.gameMember.create({
        data: {
          gameId: input.gameId,
          accountId: input.accountId,
          role: TO_DB[input.role],
          seatId: input.seatId ?? null,
          ...(input.signupOptions !== undefined && { signupOptions: toJsonInput(input.signupOptions) }),
          ...(input.joinedAt !== undefined && { joinedAt: new Date(input.joinedAt) }),
        },
      });
      return { ok: true, member: toRecord(row) };
    } catch (error) {
      const params = { gameId: input.gameId, accountId: input.accountId };
      if (isUniqueViolation(error)) return { ok: false, rejection: { code: 'already-member', params } };
      if (isForeignKeyViolation(error)) {
        return { ok: false, rejection: { code: 'unknown-game-or-account', params } };
      }
      throw error;
    }
  }

  /** In join order. */
  async listByGame(gameId: string): Promise<MemberRecord[]> {
    const rows = await this.prisma.gameMember.findMany({
      where: { gameId },
      orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }],
    });
    return rows.map(toRecord);
  }

  /** In join order, with user names, in one query (a join on Account). */
  async listByGameWithUsernames(gameId: string): Promise<MemberWithUsername[]> {
    const rows = await this.prisma.gameMember.findMany({
      where: { gameId },
      orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }],
      include: { account: { select: { username: true } } },
    });
    return rows.map(({ account, ...row }) => ({ ...toRecord(row), username: account.username }));
  }

  /** Every game this account belongs to, newest membership first. */
  async findByAccount(accountId: string): Promise<MemberRecord[]> {
    const rows = await this.prisma.gameMember.findMany({
      where: { accountId },
      orderBy: [{ joinedAt: 'desc' }, { id: 'asc' }],
    });
    return rows.map(toRecord);
  }

  async find(gameId: string, accountId: string): Promise<MemberRecord | null> {
    const row = await this.prisma.gameMember.findUnique({ where: { gameId_accountId: { gameId, accountId } } });
    return row ? toRecord(row) : null;
  }

  /** Changes a member's role or seat (assignment at start, replacements); null if not a member. */
  async update(
    gameId: string,
    accountId: string,
    change: { role?: MemberRoleName; seatId?: string | null },
  ): Promise<MemberRecord | null> {
    const rows = await this.prisma.gameMember.updateManyAndReturn({
      where: { gameId, accountId },
      data: {
        ...(change.role !== undefined && { role: TO_DB[change.role] }),
        ...(change.seatId !== undefined && { seatId: change.seatId }),
      },
    });
    const row = rows[0];
    return row ? toRecord(row) : null;
  }

  /**
   * Signs a player up only while fewer than `cap` players are signed up (issue #13: simultaneous
   * joins overfilled a lobby). The game's row is locked for the count and the insert, so joins to
   * one game are serialised across connections and server processes.
   */
  async addPlayerWithin(
    input: Omit<NewMember, 'role' | 'seatId'>,
    cap: number,
    /** Which signed-up players count against the cap, by their sign-up options (all by default): a ruleset's extra players do not (kit `extraSignup`). */
    counts: (signupOptions: unknown) => boolean = () => true,
  ): Promise<Result<{ member: MemberRecord }, 'already-member' | 'unknown-game-or-account' | 'game-full'>> {
    const params = { gameId: input.gameId, accountId: input.accountId };
    try {
      return await this.prisma.$transaction(async (tx) => {
        const locked = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM "Game" WHERE id = ${input.gameId} FOR UPDATE`;
        if (locked.length === 0) return { ok: false as const, rejection: { code: 'unknown-game-or-account' as const, params } };
        const signedUp = await tx.gameMember.findMany({ where: { gameId: input.gameId, role: TO_DB.player }, select: { signupOptions: true } });
        const players = signedUp.filter((m) => counts(m.signupOptions)).length;
        if (players >= cap) return { ok: false as const, rejection: { code: 'game-full' as const, params: { seats: String(cap) } } };
        const row = await tx.gameMember.create({
          data: {
            gameId: input.gameId,
            accountId: input.accountId,
            role: TO_DB.player,
            ...(input.signupOptions !== undefined && { signupOptions: toJsonInput(input.signupOptions) }),
            ...(input.joinedAt !== undefined && { joinedAt: new Date(input.joinedAt) }),
          },
        });
        return { ok: true as const, member: toRecord(row) };
        // Joins to one game queue on the row lock, each holding a pooled connection: a burst of joins
        // (20 at once in the tests, more at a popular lobby) waits longer than Prisma's 2 s default
        // for a connection, which would answer a join with a 500 instead of a seat or game-full.
      }, { maxWait: 30_000, timeout: 30_000 });
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, rejection: { code: 'already-member', params } };
      if (isForeignKeyViolation(error)) return { ok: false, rejection: { code: 'unknown-game-or-account', params } };
      throw error;
    }
  }

  /** Removes a member (a host removing a lobby sign-up); false if there was none. */
  async remove(gameId: string, accountId: string): Promise<boolean> {
    const { count } = await this.prisma.gameMember.deleteMany({ where: { gameId, accountId } });
    return count > 0;
  }
}
