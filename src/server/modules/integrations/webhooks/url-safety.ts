import dns from 'node:dns';
import net from 'node:net';
import { WEBHOOK_MESSAGES } from '#shared/schemas/webhooks.ts';

/*
 * Where a webhook may not go (issue 29): loopback, private (RFC 1918, fc00::/7), link-local
 * (169.254/16, fe80::/10), unspecified, carrier-grade NAT (100.64/10), and the other special ranges
 * below; an IPv4 address written as IPv6 (::ffff:a.b.c.d, or NAT64's 64:ff9b::a.b.c.d) is judged as
 * the IPv4 address. Checked when an endpoint is saved AND on every delivery, where the address
 * checked is the one connected to (safeLookup), so a DNS answer that changes in between (rebinding)
 * cannot lead the request inside. WEBHOOKS_ALLOW_PRIVATE_URLS=true lifts the rule (tests, a
 * receiver on the same network).
 */

const blocked = new net.BlockList();
for (const [net4, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(net4, prefix, 'ipv4');
}
for (const [net6, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(net6, prefix, 'ipv6');
}

/** The IPv4 address an IPv6 one carries (IPv4-mapped, IPv4-compatible, NAT64), if any. */
function embeddedIpv4(address: string): string | null {
  const m = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (m) return m[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex) {
    const hi = parseInt(hex[1]!, 16);
    const lo = parseInt(hex[2]!, 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return null;
}

/** Whether a webhook may connect to this IP address. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(address.toLowerCase());
    if (v4) return net.isIPv4(v4) && !blocked.check(v4, 'ipv4');
    return !blocked.check(address, 'ipv6');
  }
  return false;
}

export class UnsafeUrlError extends Error {}

export type UrlRules = { allowHttp: boolean; allowPrivate: boolean };

/** The URL's shape: absolute http(s), https unless allowed, no credentials. Throws UnsafeUrlError. */
export function parseWebhookUrl(raw: string, rules: UrlRules): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeUrlError(WEBHOOK_MESSAGES.badUrl);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new UnsafeUrlError(WEBHOOK_MESSAGES.badUrl);
  }
  if (url.protocol === 'http:' && !rules.allowHttp) throw new UnsafeUrlError(WEBHOOK_MESSAGES.httpsOnly);
  if (url.username || url.password) throw new UnsafeUrlError(WEBHOOK_MESSAGES.credentials);
  if (!url.hostname) throw new UnsafeUrlError(WEBHOOK_MESSAGES.badUrl);
  return url;
}

/** The host as DNS and net.isIP know it (URL keeps IPv6 literals in brackets). */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

type Lookup = (
  hostname: string,
  options: dns.LookupAllOptions,
) => Promise<{ address: string; family: number }[]>;

/**
 * Every address the host resolves to, each checked: one private address refuses the host (a name
 * with one public and one private answer must not reach the private one by chance).
 */
export async function resolveChecked(
  host: string,
  allowPrivate: boolean,
  lookup: Lookup = dns.promises.lookup,
): Promise<{ address: string; family: number }[]> {
  const literal = net.isIP(host);
  const addresses = literal
    ? [{ address: host, family: literal }]
    : await lookup(host, { all: true, verbatim: true }).catch(() => {
        throw new UnsafeUrlError(WEBHOOK_MESSAGES.unresolvable);
      });
  if (!addresses.length) throw new UnsafeUrlError(WEBHOOK_MESSAGES.unresolvable);
  if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) {
    throw new UnsafeUrlError(WEBHOOK_MESSAGES.privateAddress);
  }
  return addresses;
}

/** Checks a URL as saving an endpoint does: its shape, then where its host leads. */
export async function checkWebhookUrl(raw: string, rules: UrlRules): Promise<URL> {
  const url = parseWebhookUrl(raw, rules);
  await resolveChecked(hostOf(url), rules.allowPrivate);
  return url;
}

/**
 * A `lookup` for node:http(s) that answers only checked addresses: the connection goes to the very
 * address that was checked (no second resolution an attacker's DNS could answer differently).
 */
export function safeLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    resolveChecked(hostname, allowPrivate).then(
      (addresses) => {
        const opts = options as dns.LookupOptions;
        const wanted = opts.family === 4 || opts.family === 6 ? opts.family : 0;
        const usable = wanted ? addresses.filter((a) => a.family === wanted) : addresses;
        if (!usable.length) {
          callback(new UnsafeUrlError(WEBHOOK_MESSAGES.unresolvable), '', 4);
          return;
        }
        if (opts.all) (callback as unknown as (e: null, a: typeof usable) => void)(null, usable);
        else callback(null, usable[0]!.address, usable[0]!.family);
      },
      (err: Error) => callback(err as NodeJS.ErrnoException, '', 4),
    );
  };
}
