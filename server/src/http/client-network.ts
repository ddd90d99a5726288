/**
 * What a per-address limit counts (SECURITY.md, "What the attacks found"): an IPv4 address alone, and an IPv6 address by its
 * network (a /64 by default: one subscriber usually gets a whole /64 and can use any of its 2^64
 * addresses); an IPv4-mapped IPv6 address (`::ffff:192.0.2.7`, how a dual-stack socket reports an
 * IPv4 client) as that IPv4 address.
 */
import ipaddr from 'ipaddr.js';

/** The key a limit counts `address` under: `192.0.2.7`, or `2001:db8:1:2::/64`. */
export function clientNetwork(address: string, ipv6PrefixLength: number): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${(parsed as ipaddr.IPv6).toNormalizedString()}/${ipv6PrefixLength}`);
  return `${network.toString()}/${ipv6PrefixLength}`;
}
