import { Prisma } from '../generated/prisma/client';

/** Rejections are values (style.md rule 3): a duplicate is the caller's mistake, not a bug. */
export type Rejection<Code extends string> = { code: Code; params: Record<string, string> };
export type Result<T, Code extends string> =
  | ({ ok: true } & T)
  | { ok: false; rejection: Rejection<Code> };

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

export function isForeignKeyViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003';
}

export function optionalDate(ms: number | undefined): Date | undefined {
  return ms === undefined ? undefined : new Date(ms);
}
