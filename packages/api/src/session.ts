import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'mafia_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Mutations must carry this header: a cross-site form or image cannot set it (see README, CSRF). */
export const CSRF_HEADER = 'x-mafia-csrf';

/** A new random token for the cookie, and the hash under which the session row is stored. */
export function newSessionToken(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, id: sessionIdOf(token) };
}

export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    // A malformed value (bad percent-encoding) is no session: the caller is signed out, not a 500.
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** httpOnly: scripts cannot read it; SameSite=Lax: other sites' POSTs do not carry it. */
export function sessionCookie(token: string | null, options: { secure: boolean; maxAgeMs?: number }): string {
  const parts = [
    `${SESSION_COOKIE}=${token ? encodeURIComponent(token) : ''}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${token ? Math.floor((options.maxAgeMs ?? SESSION_TTL_MS) / 1000) : 0}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
