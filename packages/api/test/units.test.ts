import { describe, expect, it } from 'vitest';
import { hashPassword, RateLimiter, readCookie, sessionCookie, translator, verifyPassword } from '../src';

describe('Passwords', () => {
  it('verifies the right password and refuses a wrong one; the hash carries salt and parameters', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
    expect(await hashPassword('correct horse')).not.toBe(hash);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});

describe('RateLimiter', () => {
  it.each([
    [3, [0, 1, 2, 3], [true, true, true, false]],
    [2, [0, 1, 1_000, 1_001], [true, true, true, true]],
  ])('limit %i per second, attempts at %j', (limit, times, allowed) => {
    const limiter = new RateLimiter(limit, 1_000);
    expect(times.map((t) => limiter.take('k', t))).toEqual(allowed);
  });
});

describe('Session cookie', () => {
  it('is httpOnly and SameSite=Lax, and is read back from a Cookie header', () => {
    const cookie = sessionCookie('tok en', { secure: true });
    expect(cookie).toBe('mafia_session=tok%20en; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000; Secure');
    expect(readCookie('a=1; mafia_session=tok%20en', 'mafia_session')).toBe('tok en');
    expect(sessionCookie(null, { secure: false })).toContain('Max-Age=0');
  });
});

describe('Export labels', () => {
  it('fills placeholders and falls back for unknown causes', () => {
    expect(translator('en')('forum.phase.day', { number: 2 })).toBe('Day 2');
    expect(translator('ru')('forum.cause.unknown-cause', { phase: 'Ночь 1' })).toBe('выбыл: Ночь 1');
  });
});
