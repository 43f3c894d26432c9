import { Prisma } from './generated/prisma/client';

/**
 * Plain JSON for a Prisma Json column. A top-level `null` must be spelled `Prisma.JsonNull`;
 * everything else the kernel produces is already plain JSON (objects, arrays, scalars).
 */
export function toJsonInput(value: unknown): Prisma.InputJsonValue | typeof Prisma.JsonNull {
  if (value === null || value === undefined) return Prisma.JsonNull;
  return value as Prisma.InputJsonValue;
}
