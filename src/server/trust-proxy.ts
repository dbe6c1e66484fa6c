import net from 'node:net';

/**
 * Which proxies may name the client in `X-Forwarded-For`: none, the nearest N hops, or the
 * proxies at these addresses and ranges. Never "everyone": the left-most value of the header is
 * whatever the client wrote, and trusting it lets a client pick a fresh address per request and
 * escape every limit counted per address (decision 0004).
 */
export type TrustProxy = false | number | string[];

/** Where a proxy counted in hops may stand: this machine or a private network. */
const privateNetworks = new net.BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const) {
  privateNetworks.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  privateNetworks.addSubnet(network, prefix, 'ipv6');

/**
 * The setting as Fastify takes it. A list goes as it is. Hops are believed only from proxies on
 * this machine or a private network: a bare hop count would believe whoever connects first, so a
 * client reaching the port directly could write the header itself (Fastify refuses hop counts for
 * that reason).
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  if (setting === 0) return false;
  return (address, hop) => hop < setting && privateNetworks.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}

/** The names `proxy-addr` (Fastify's resolver) knows for the private ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `TRUST_PROXY` as written -> the setting, or what is wrong with it, to follow the variable's name. */
export function parseTrustProxy(value: string): TrustProxy | { problem: string } {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '0') return false;
  // One reverse proxy in front is by far the common case; `true` means exactly that.
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? hops : { problem: `names ${hops} hops, more than any real chain of proxies` };
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (!entries.length || bad.length) return { problem: `holds "${bad.join(', ') || value}", which is not understood` };
  if (entries.some((entry) => /\/0$/.test(entry))) {
    return { problem: "has a /0 range, which trusts every client's own X-Forwarded-For" };
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
