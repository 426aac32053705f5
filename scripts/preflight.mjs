// Refuses to install or start Marshlog on a Node.js older than the one it runs on (package.json
// "engines"): Vite and several dependencies need 20.19 or later, which loads ES modules from
// require(). No dependencies: it runs before `npm ci` has installed anything (root preinstall).
import { readFileSync } from 'node:fs';

const MINIMUM = [20, 19, 0];

function parse(version) {
  return version
    .replace(/^v/, '')
    .split('.')
    .map((part) => Number.parseInt(part, 10) || 0);
}

/** Whether `version` ("20.20.2" or "v20.20.2") is at least `minimum`. */
export function isSupportedNode(version, minimum = MINIMUM) {
  const given = parse(version);
  for (let index = 0; index < minimum.length; index += 1) {
    const part = given[index] ?? 0;
    if (part !== minimum[index]) return part > minimum[index];
  }
  return true;
}

const stated = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines
  .node;
if (stated !== `>=${MINIMUM.slice(0, 2).join('.')}`) {
  throw new Error(
    `scripts/preflight.mjs checks Node ${MINIMUM.join('.')}, package.json states ${stated}`,
  );
}

if (!isSupportedNode(process.versions.node)) {
  console.error(
    `Marshlog needs Node.js ${stated} (found ${process.version}). Install Node 20.19 or later ` +
      '(`nvm install` reads .nvmrc), then run the command again.',
  );
  process.exit(1);
}
