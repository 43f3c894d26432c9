import type { Account, PrismaClient } from '../generated/prisma/client';
import { isUniqueViolation, optionalDate, type Result } from './errors';

export interface AccountRecord {
  id: string;
  username: string;
  passwordHash: string;
  locale: string;
  createdAt: number;
}

export interface NewAccount {
  username: string;
  /** Already hashed by the caller; this package never sees passwords. */
  passwordHash: string;
  locale?: string;
  createdAt?: number;
}

function toRecord(row: Account): AccountRecord {
  return { ...row, createdAt: row.createdAt.getTime() };
}

export class AccountRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async create(input: NewAccount): Promise<Result<{ account: AccountRecord }, 'username-taken'>> {
    try {
      const row = await this.prisma.account.create({
        data: {
          username: input.username,
          passwordHash: input.passwordHash,
          ...(input.locale !== undefined && { locale: input.locale }),
          ...(input.createdAt !== undefined && { createdAt: optionalDate(input.createdAt) }),
        },
      });
      return { ok: true, account: toRecord(row) };
    } catch (error) {
      if (isUniqueViolation(error)) {
        return { ok: false, rejection: { code: 'username-taken', params: { username: input.username } } };
      }
      throw error;
    }
  }

  async findByUsername(username: string): Promise<AccountRecord | null> {
    const row = await this.prisma.account.findUnique({ where: { username } });
    return row ? toRecord(row) : null;
  }

  async findById(id: string): Promise<AccountRecord | null> {
    const row = await this.prisma.account.findUnique({ where: { id } });
    return row ? toRecord(row) : null;
  }

  /** Replaces the stored password hash (a hash upgraded to stronger parameters at sign-in). */
  async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.prisma.account.updateMany({ where: { id }, data: { passwordHash } });
  }
}
