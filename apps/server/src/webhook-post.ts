import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { hostOf, isPublicAddress } from '@mafia/api';

export interface WebhookPostOptions {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** `MAFIA_WEBHOOK_ALLOW_PRIVATE`: deliver to loopback and private addresses too. */
  allowPrivate: boolean;
}

/** Refused before any byte is sent: the target resolved to a loopback, private or special address. */
export class PrivateTargetError extends Error {}

/**
 * DNS lookup for a webhook's connection that refuses non-public addresses (issue #21, SSRF). It
 * checks the very addresses the socket connects to, so a name that resolved to a public address
 * when the host set it and to 127.0.0.1 now (DNS rebinding) is refused at delivery.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) {
      callback(error, '', 0);
      return;
    }
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) {
      callback(new PrivateTargetError(`${hostname} resolves to ${refused.address}, not a public address`), '', 0);
      return;
    }
    if (options.all) (callback as unknown as (e: null, all: dns.LookupAddress[]) => void)(null, addresses);
    else {
      const [first] = addresses;
      if (!first) callback(new Error(`${hostname} has no address`), '', 0);
      else callback(null, first.address, first.family);
    }
  });
};

/** Null on a 2xx; else why not, and whether another attempt could succeed (never for a refused private target). */
export type WebhookPostFailure = { reason: string; retry: boolean } | null;

/**
 * POSTs one webhook delivery without following redirects; resolves to null on a 2xx, else to the
 * reason it failed (a status, a network error, a timeout or a refused private target).
 */
export async function postWebhook(url: string, options: WebhookPostOptions): Promise<WebhookPostFailure> {
  const target = new URL(url);
  const host = hostOf(url);
  if (!options.allowPrivate && isIP(host) !== 0 && !isPublicAddress(host)) return { reason: `${host} is not a public address`, retry: false };
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) },
        signal: AbortSignal.timeout(options.timeoutMs),
        ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        // The answer's body is not read: drop it and free the socket.
        response.resume();
        const status = response.statusCode ?? 0;
        resolve(status >= 200 && status < 300 ? null : { reason: `HTTP ${status}`, retry: true });
      },
    );
    request.on('error', (error) => resolve({ reason: error.message, retry: !(error instanceof PrivateTargetError) }));
    request.end(options.body);
  });
}
