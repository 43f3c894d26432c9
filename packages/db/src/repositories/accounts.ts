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
  return { id: row.id, username: row.username, passwordHash: row.passwordHash, locale: row.locale, createdAt: row.createdAt.getTime() };
}

/**
 * Cyrillic letters drawn like Latin ones (Unicode confusables, the ones a Russian keyboard types),
 * upper and lower case: `Вob` and `Bob` must not be two accounts. The migration
 * 20261128001000_username_key folds with the same table in SQL.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', У: 'Y', І: 'I', Ј: 'J', Ѕ: 'S',
  а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', і: 'i', ј: 'j', ѕ: 's', һ: 'h', ԁ: 'd', ԛ: 'q', ԝ: 'w',
};

/** The key under which a username is unique: NFKC, look-alikes to Latin, lower case. */
export function foldUsername(username: string): string {
  let folded = '';
  for (const char of username.normalize('NFKC')) folded += LOOK_ALIKES[char] ?? char;
  return folded.toLowerCase();
}

export class AccountRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async create(input: NewAccount): Promise<Result<{ account: AccountRecord }, 'username-taken'>> {
    try {
      const row = await this.prisma.account.create({
        data: {
          username: input.username,
          usernameKey: foldUsername(input.username),
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

  /** The account whose folded name is this name's (any case or look-alike spelling), else the exact name. */
  async findByUsername(username: string): Promise<AccountRecord | null> {
    const row =
      (await this.prisma.account.findUnique({ where: { usernameKey: foldUsername(username) } })) ??
      (await this.prisma.account.findUnique({ where: { username } }));
    return row ? toRecord(row) : null;
  }

  /** Sets the folded key of an old account that has none (at sign-in); false when another account holds it. */
  async ensureUsernameKey(id: string, username: string): Promise<boolean> {
    try {
      await this.prisma.account.updateMany({ where: { id, usernameKey: null }, data: { usernameKey: foldUsername(username) } });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
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
