import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The headers every response carries (issue #13). The built web client loads its scripts and
 * styles from `/assets` (same origin) and talks only to this server (fetch and SSE), so the policy
 * allows `'self'` and nothing else; inline styles stay allowed because React's `style` props and
 * Vite's CSS handling in development use them. `frame-ancestors 'none'` (and the older
 * X-Frame-Options for browsers without CSP level 2) stops the app being framed for clickjacking.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};

export function setSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
}

/**
 * Refuses a request whose declared body is over `maxBytes` with 413 before reading any of it
 * (answers true when it did). A body without Content-Length (chunked) is counted while it streams
 * by tRPC's own `maxBodySize`, set to the same limit in app.ts.
 */
export function refuseLargeBody(req: IncomingMessage, res: ServerResponse, maxBytes: number): boolean {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (!Number.isFinite(declared) || declared <= maxBytes) return false;
  res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
  res.end(JSON.stringify({ error: { message: 'body-too-large', data: { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413, maxBytes } } }));
  // Do not read (or wait for) the rest of an oversized upload.
  req.socket.destroySoon();
  return true;
}
