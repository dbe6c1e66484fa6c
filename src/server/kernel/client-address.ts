import net from 'node:net';

/**
 * The unit that limits count per "address". An IPv4 address is one client (or one NAT); an IPv6
 * client is handed a whole /64 and can take a fresh address from it for every request, so the
 * /64 is what one client is.
 */
export function addressKey(ip: string): string {
  const bare = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return mapped[1];
  if (net.isIPv6(bare)) return `${expandIpv6(bare).slice(0, 4).join(':')}::/64`;
  return bare;
}

/** `2001:db8::1` -> the eight groups, each without leading zeros. */
function expandIpv6(ip: string): string[] {
  const groupsOf = (part: string) =>
    part
      .split(':')
      .filter(Boolean)
      // An IPv4 tail (`::1.2.3.4`) fills the last two groups.
      .flatMap((group) => (group.includes('.') ? ipv4AsGroups(group) : [group]));
  const [head, tail] = ip.split('::');
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array<string>(8 - front.length - back.length).fill('0');
  return [...front, ...zeros, ...back].map((group) => parseInt(group, 16).toString(16));
}

function ipv4AsGroups(ipv4: string): string[] {
  const [a, b, c, d] = ipv4.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
