// npm run db:check -w apps/server: fails when `drizzle-kit generate` would write a migration,
// that is when schema.ts and the last snapshot disagree, or when the last migration has no
// snapshot (a hand-written one whose `npm run db:snapshot` was forgotten).
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { drizzleFolder, lastMigrationTag, snapshotFile, snapshotFiles } from './drizzle-meta.js';

// drizzle-kit diffs against the last snapshot file by name: it must be the last migration's.
const tag = await lastMigrationTag();
if ((await snapshotFiles()).at(-1) !== snapshotFile(tag)) {
  console.error(
    `drizzle/${tag}.sql, the journal's last migration, has no snapshot or is not the last one: declare its change in src/db/schema.ts, then run npm run db:snapshot -w apps/server`,
  );
  process.exit(1);
}

// drizzle-kit generate itself, on a copy of the migrations, so the check is the real thing.
const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'marshlog-db-check-'));
try {
  const copy = path.join(scratch, 'drizzle');
  await fs.cp(drizzleFolder, copy, { recursive: true });
  const config = path.join(scratch, 'drizzle.config.mjs');
  const schemaFile = path.resolve(drizzleFolder, '..', 'src', 'db', 'schema.ts');
  await fs.writeFile(
    config,
    // drizzle-kit reads `out` relative to the working directory, whatever its form.
    `export default ${JSON.stringify({ dialect: 'postgresql', schema: schemaFile, out: './drizzle' })};\n`,
  );
  // The package's command (its `bin`), next to the entry point it exports.
  const entry = createRequire(import.meta.url).resolve('drizzle-kit');
  const bin = path.join(path.dirname(entry), 'bin.cjs');
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [bin, 'generate', '--config', config],
    { cwd: scratch },
  );
  const before = new Set(await fs.readdir(drizzleFolder));
  const written = (await fs.readdir(copy)).filter((name) => !before.has(name));
  const migrationFile = written.find((name) => name.endsWith('.sql'));
  if (migrationFile) {
    const migration = await fs.readFile(path.join(copy, migrationFile), 'utf8');
    console.error(
      `drizzle-kit generate would write ${migrationFile}: src/db/schema.ts differs from the last snapshot (meta/${path.basename(snapshotFile(tag))}):\n\n${migration}`,
    );
    process.exitCode = 1;
  } else if (!stdout.includes('No schema changes')) {
    // drizzle-kit ends with status 0 even when it fails; only its own words say all is well.
    console.error(`drizzle-kit generate did not finish:\n${stdout}\n${stderr}`);
    process.exitCode = 1;
  } else {
    console.log(`drizzle-kit generate finds nothing to write: schema.ts matches ${tag}'s snapshot`);
  }
} finally {
  await fs.rm(scratch, { recursive: true, force: true });
}
