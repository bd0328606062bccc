import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { messages } from '@afscheid/shared';
import {
  baseUrlProblem,
  isNonPublicAddress,
  NonPublicAddressError,
  publicOnlyLookup,
} from './address-policy.ts';

const STRICT = { allowHttp: false, allowPrivateAddresses: false };
const LOCAL = { allowHttp: true, allowPrivateAddresses: true };
const t = messages.wefact;

describe('isNonPublicAddress', () => {
  it('knows this host, private networks, link-local and their IPv6 forms', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isNonPublicAddress(address), address).toBe(true);
    }
    for (const address of ['145.131.8.10', '8.8.8.8', '2a00:1450:400e:80f::200e']) {
      expect(isNonPublicAddress(address), address).toBe(false);
    }
  });
});

describe('baseUrlProblem', () => {
  it('accepts WeFact over https', () => {
    expect(baseUrlProblem('https://api.mijnwefact.nl/v2/', STRICT)).toBeNull();
  });

  it('needs https, no credentials and a public address unless allowed', () => {
    expect(baseUrlProblem('http://api.mijnwefact.nl/v2/', STRICT)).toBe(t.httpsRequired);
    expect(baseUrlProblem('https://user:geheim@api.mijnwefact.nl/v2/', STRICT)).toBe(t.credentialsInAddress);
    expect(baseUrlProblem('https://user@api.mijnwefact.nl/v2/', LOCAL)).toBe(t.credentialsInAddress);
    for (const url of [
      'https://127.0.0.1:8443/',
      'https://2130706433/',
      'https://0x7f.1/',
      'https://[::1]/',
      'https://[::ffff:192.168.0.1]/',
      'https://169.254.169.254/latest/meta-data/',
      'https://localhost/',
      'https://LOCALHOST./',
      'https://db.localhost/',
    ]) {
      expect(baseUrlProblem(url, STRICT), url).toBe(t.privateAddress);
    }
    expect(baseUrlProblem('http://127.0.0.1:9/', LOCAL)).toBeNull();
    expect(baseUrlProblem('ftp://api.mijnwefact.nl/', LOCAL)).toBe(t.httpsRequired);
  });
});

describe('publicOnlyLookup', () => {
  const lookup = (hostname: string, all: boolean) =>
    new Promise<{ err: NodeJS.ErrnoException | null; address: string | LookupAddress[] }>((resolve) =>
      publicOnlyLookup(hostname, { all }, (err, address) => resolve({ err, address })),
    );

  it('refuses a name that resolves to this host, in both lookup forms', async () => {
    for (const all of [false, true]) {
      const { err } = await lookup('localhost', all);
      expect(err).toBeInstanceOf(NonPublicAddressError);
      expect(err?.message).toContain('not a public address');
    }
  });
});
