// The network a client address belongs to, coarsely: an IPv4 address by its
// /16, an IPv6 address by its /48. A phone that moves between cells, or a
// home router that renews its lease, usually keeps its provider's network
// while its address changes; a form token is bound to the network it was
// issued to (decision record 0026).
import { isIPv4, isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** `v4:203.0`, `v6:2001:db8:0`, or `unknown` for no address. */
export function addressClass(ip: string | undefined): string {
  const address = ip?.replace(MAPPED_IPV4, '$1');
  if (!address) return 'unknown';
  if (isIPv4(address)) return `v4:${address.split('.').slice(0, 2).join('.')}`;
  if (isIPv6(address)) return `v6:${expandIpv6(address).slice(0, 3).join(':')}`;
  return 'unknown';
}

/** The eight groups of an IPv6 address, "::" filled in, each without leading zeros. */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::') as [string, string?];
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((group) => parseInt(group, 16).toString(16));
}
