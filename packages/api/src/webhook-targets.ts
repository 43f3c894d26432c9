import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';

/**
 * Where a webhook may not be delivered (issue #21, server-side request forgery): the server POSTs
 * from inside the operator's network, so a host must not be able to aim it at the machine itself,
 * the private network or cloud metadata (169.254.169.254). Loopback, private (RFC 1918, IPv6 ULA),
 * link-local, CGNAT (RFC 6598), multicast, unspecified, broadcast and other special-use ranges of
 * IPv4 and IPv6 are refused; IPv4 inside IPv6 (mapped, compatible, NAT64, 6to4) is judged as the
 * IPv4 it carries. An operator who wants private targets (a self-hosted bot on the same network)
 * sets `MAFIA_WEBHOOK_ALLOW_PRIVATE=true` (docs/webhooks.md).
 */
const refused = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  refused.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible (deprecated)
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local (private)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  refused.addSubnet(net, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address (any textual form `isIP` accepts as 6). */
function ipv6Bytes(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = text.slice(0, -dotted[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const words = [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return words.flatMap((w) => [w >> 8, w & 0xff]);
}

const ipv4Of = (bytes: number[], at: number) => bytes.slice(at, at + 4).join('.');

/** Whether a webhook may be delivered to this IP address (false for anything that is not one). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !refused.check(address, 'ipv4');
  if (family !== 6) return false;
  const bytes = ipv6Bytes(address);
  const prefixIs = (prefix: number[]) => prefix.every((b, i) => bytes[i] === b);
  // ::ffff:a.b.c.d (mapped) and 64:ff9b::a.b.c.d (NAT64) reach the IPv4 address they carry.
  if (prefixIs([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff]) || prefixIs([0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) return isPublicAddress(ipv4Of(bytes, 12));
  // 2002:a.b.c.d::/48 (6to4) too.
  if (prefixIs([0x20, 0x02])) return isPublicAddress(ipv4Of(bytes, 2));
  return !refused.check(address, 'ipv6');
}

/** The host of a URL as an address or name: IPv6 without its brackets, WHATWG-normalised IPv4 (`0x7f.1` is 127.0.0.1). */
export function hostOf(url: string): string {
  const host = new URL(url).hostname;
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** Names that always mean this machine (RFC 6761), refused without asking DNS. */
const isLocalName = (host: string) => {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
};

export type AddressLookup = (host: string) => Promise<readonly string[]>;

const systemLookup: AddressLookup = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Whether a webhook URL's host is one the server may POST to: an IP literal or `localhost` is
 * judged as written; a name is resolved and refused when any of its addresses is not public. A name
 * that does not resolve now is accepted (the bot may not be up yet): every delivery checks the
 * addresses it connects to again (apps/server webhook-post.ts), which also defeats DNS rebinding.
 */
export async function webhookTargetAllowed(url: string, resolve: AddressLookup = systemLookup): Promise<boolean> {
  const host = hostOf(url);
  if (isIP(host) !== 0) return isPublicAddress(host);
  if (isLocalName(host)) return false;
  const addresses = await resolve(host).catch(() => [] as readonly string[]);
  return addresses.every(isPublicAddress);
}
