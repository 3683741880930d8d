import net from 'node:net';

/** The IPv4-mapped IPv6 form (`::ffff:192.0.2.1`) Node reports for an IPv4 peer on a dual-stack socket. */
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight 16-bit groups of an IPv6 address (without zone), `::` expanded. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.toLowerCase());
}

/**
 * The network a client address stands for in rate-limit keys: an IPv4 address itself, an IPv6 address its /64
 * (one subscriber gets a whole /64, so counting each address would give them 2^64 quotas).
 */
export function clientNetwork(ip: string): string {
  const mapped = IPV4_MAPPED.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const address = ip.split('%')[0] ?? ip;
  if (!net.isIPv6(address)) return ip;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
