import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

/** The lowest Node version of each part of a range: `^20.19.0 || ^22.13.0 || >=24` gives 20.19.0, 22.13.0 and 24.0.0. */
function lowestVersions(range: string): string[] {
  return new semver.Range(range).set.map(
    (comparators) => semver.minVersion(comparators.map(String).join(' '))!.version,
  );
}

describe('the Node versions the root package.json promises', () => {
  it('are accepted by the engines field of every installed package', () => {
    const range = (readJson(path.join(root, 'package.json')).engines as { node: string }).node;
    const versions = lowestVersions(range);
    expect(versions).toEqual(['20.19.0', '22.13.0', '24.0.0']);
    const lock = readJson(path.join(root, 'package-lock.json')) as { packages: Record<string, unknown> };
    const refused: string[] = [];
    for (const location of Object.keys(lock.packages)) {
      const file = path.join(root, location, 'package.json');
      if (!location.includes('node_modules') || !fs.existsSync(file)) continue;
      const pkg = readJson(file) as { name: string; version: string; engines?: { node?: string } };
      const wanted = pkg.engines?.node;
      if (!wanted) continue;
      for (const version of versions) {
        if (!semver.satisfies(version, wanted))
          refused.push(`${pkg.name}@${pkg.version} (${wanted}) refuses ${version}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
