import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import semver from 'semver';

/** The lock file's packages, with whether only a dev tool needs them and the Node they declare. */
interface LockedPackage {
  dev?: boolean;
  engines?: { node?: string } | string[];
}

const root = new URL('../../../', import.meta.url);
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};
const stated = (
  JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } }
).engines.node;

describe('the Node version Marshlog states', () => {
  it('is one every package the server and the web app install supports', () => {
    const floor = semver.minVersion(stated)?.version;
    expect(floor).toBeDefined();
    const refusing = Object.entries(lock.packages)
      .filter(([name, locked]) => name !== '' && locked.dev !== true)
      .filter(([, locked]) => {
        const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
        return range !== undefined && !semver.satisfies(floor ?? '0.0.0', range);
      })
      .map(([name, locked]) => `${name} (${JSON.stringify(locked.engines)})`);
    expect(refusing).toEqual([]);
  });
});
