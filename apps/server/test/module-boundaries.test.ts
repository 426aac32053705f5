import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** The rules the repository's lint config breaks on `code`, linted as if it stood at `file`. */
async function brokenRules(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result?.messages.map((message) => message.ruleId) ?? [];
}

const BOUNDARY = 'marshlog/module-boundaries';
const VISIBILITY = 'no-restricted-imports';

describe('module boundaries (lint)', () => {
  it("fails a module importing another module's internal file, and passes its index", async () => {
    const feedFile = 'apps/server/src/modules/feed/stand-in.ts';
    expect(
      await brokenRules(
        feedFile,
        "import { presentUser } from '../users/present.js';\nexport const user = presentUser;\n",
      ),
    ).toEqual([BOUNDARY]);
    expect(
      await brokenRules(
        feedFile,
        "import { presentUser } from '../users/index.js';\nexport const user = presentUser;\n",
      ),
    ).toEqual([]);
  });

  it('sees re-exports and dynamic imports as imports', async () => {
    const feedFile = 'apps/server/src/modules/feed/stand-in.ts';
    expect(await brokenRules(feedFile, "export * from '../hunts/present.js';\n")).toEqual([
      BOUNDARY,
    ]);
    expect(
      await brokenRules(feedFile, "export const hunts = () => import('../hunts/service.js');\n"),
    ).toEqual([BOUNDARY]);
  });

  it('keeps imports inside one module direct, from any of its folders', async () => {
    expect(
      await brokenRules(
        'apps/server/src/modules/feed/stand-in.ts',
        "import { recordActivity } from './record.js';\nexport const record = recordActivity;\n",
      ),
    ).toEqual([]);
    const archiveFile = 'apps/server/src/modules/import/archive/stand-in.ts';
    expect(
      await brokenRules(
        archiveFile,
        "import { startImport } from '../service.js';\nexport const start = startImport;\n",
      ),
    ).toEqual([]);
    expect(
      await brokenRules(
        archiveFile,
        "import { recordHuntActivity } from '../../feed/record.js';\nexport const record = recordHuntActivity;\n",
      ),
    ).toEqual([BOUNDARY]);
  });

  it('holds the demo and the platform to the same indexes', async () => {
    expect(
      await brokenRules(
        'apps/server/src/demo/stand-in.ts',
        "import { createHunt } from '../modules/hunts/service.js';\nexport const create = createHunt;\n",
      ),
    ).toEqual([BOUNDARY]);
    expect(
      await brokenRules(
        'apps/server/src/demo/stand-in.ts',
        "import { createHunt } from '../modules/hunts/index.js';\nexport const create = createHunt;\n",
      ),
    ).toEqual([]);
    expect(
      await brokenRules(
        'apps/server/src/platform/stand-in.ts',
        "import { ownerColumns } from '../modules/users/present.js';\nexport const owner = ownerColumns;\n",
      ),
    ).toEqual([BOUNDARY]);
  });

  it("lets the routes table mount each module's routes, and a test reach what it tests", async () => {
    expect(
      await brokenRules(
        'apps/server/src/modules/index.ts',
        "import { huntsRoutes } from './hunts/routes.js';\nexport const routes = [huntsRoutes];\n",
      ),
    ).toEqual([]);
    expect(
      await brokenRules(
        'apps/server/test/stand-in.test.ts',
        "import { huntDetail } from '../src/modules/hunts/detail.js';\nexport const detail = huntDetail;\n",
      ),
    ).toEqual([]);
  });

  it("fails an import of a visibility module's internal file, and passes its index", async () => {
    const huntsFile = 'apps/server/src/modules/hunts/stand-in.ts';
    expect(
      await brokenRules(
        huntsFile,
        "import { huntAccess } from '../../platform/visibility/hunts.js';\nexport const access = huntAccess;\n",
      ),
    ).toEqual([VISIBILITY]);
    expect(
      await brokenRules(
        huntsFile,
        "import { huntAccess } from '../../platform/visibility/index.js';\nexport const access = huntAccess;\n",
      ),
    ).toEqual([]);
  });
});
