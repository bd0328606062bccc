import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { messages } from '@afscheid/shared';

/** Where the server may post a WeFact key (`config.wefact`; decision 006). */
export type AddressPolicy = { allowHttp: boolean; allowPrivateAddresses: boolean };

/**
 * Addresses that are not the public internet: this host, private and shared networks, link-local (cloud
 * metadata at 169.254.169.254), documentation, benchmarking, multicast and reserved ranges, and the IPv6 forms
 * that embed an IPv4 address (IPv4-mapped addresses are checked against the IPv4 rules by BlockList itself).
 */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address (v4 or v6, without brackets) lies outside the public internet. */
export function isNonPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  return nonPublic.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

const t = messages.wefact;

/**
 * Why the server must not post a key to this address, as the Dutch text for `base_url`; null when it may.
 * Names are checked again when they are resolved (`publicOnlyLookup`): a name can point anywhere.
 */
export function baseUrlProblem(baseUrl: string, policy: AddressPolicy): string | null {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return messages.identifiers.url;
  }
  if (url.username !== '' || url.password !== '') return t.credentialsInAddress;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowHttp)) return t.httpsRequired;
  if (policy.allowPrivateAddresses) return null;
  const host = url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || isNonPublicAddress(host))
    return t.privateAddress;
  return null;
}

/** A refused name: the connection never starts. Its text is for the server log only. */
export class NonPublicAddressError extends Error {
  readonly code = 'EWEFACT_NON_PUBLIC';
  constructor(hostname: string, address: string) {
    super(`${hostname} resolves to ${address}, which is not a public address`);
  }
}

/**
 * `dns.lookup` for the WeFact connection when private addresses are not allowed: a name that resolves to any
 * non-public address is refused at the moment the socket connects, so a name that changes between the check and
 * the call (DNS rebinding) cannot reach the server's own network either.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    const refused = addresses.find((entry) => isNonPublicAddress(entry.address));
    const first = addresses[0];
    if (refused || !first) {
      return callback(new NonPublicAddressError(hostname, refused?.address ?? 'nothing'), '');
    }
    if (options.all) return callback(null, addresses);
    return callback(null, first.address, first.family);
  });
};
