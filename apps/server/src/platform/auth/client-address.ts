import { normalizeIP } from '@fastify/rate-limit';

/** docs/product/http-contract.md#rate-limits: an IPv6 client is counted by its /64, the block one household or office gets. */
const IPV6_SUBNET = 64;

/**
 * The key a client address is counted under by every limit: IPv4 as it is (also when it arrives
 * IPv4-mapped), IPv6 by its /64, so that one client cannot take a fresh address for each attempt.
 */
export function limitKeyOf(ip: string): string {
  return normalizeIP(ip, IPV6_SUBNET);
}

/**
 * TRUST_PROXY as Fastify takes it (docs/product/http-contract.md#rate-limits). A hop count becomes proxy-addr's own rule for
 * one: trust the `hops` addresses nearest the server, so the client is the one before them.
 */
export function trustProxyOption(
  setting: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
