import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are hashed with scrypt (node:crypto, no native addon). The stored form carries its own
 * parameters so they can be raised later without invalidating existing hashes:
 * `scrypt$N$r$p$salt$hash` (base64url).
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's scrypt minimum in its lower-memory form (N=2^14, r=8, p=5: the same work as N=2^17, r=8,
 * p=1 with 16 MiB per hash instead of 128 MiB, so parallel sign-ins cannot exhaust memory).
 * Hashes made with weaker parameters still verify and are upgraded at the next sign-in.
 */
export const PASSWORD_PARAMS: ScryptParams = { N: 16_384, r: 8, p: 5 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, params: ScryptParams = PASSWORD_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether a stored hash costs less than `params` (then it is re-hashed at a successful sign-in). */
export function needsRehash(stored: string, params: ScryptParams = PASSWORD_PARAMS): boolean {
  const [scheme, n, r, p] = stored.split('$');
  if (scheme !== 'scrypt') return true;
  const cost = (x: ScryptParams) => x.N * x.r * x.p;
  return cost({ N: Number(n), r: Number(r), p: Number(p) }) < cost(params);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const dummies = new Map<string, Promise<string>>();

/** A hash of a random password with `params`: what an unknown username is checked against (same time as a real one). */
export function dummyHash(params: ScryptParams = PASSWORD_PARAMS): Promise<string> {
  const key = `${params.N}:${params.r}:${params.p}`;
  let dummy = dummies.get(key);
  if (!dummy) {
    dummy = hashPassword(randomBytes(24).toString('base64url'), params);
    dummies.set(key, dummy);
  }
  return dummy;
}
