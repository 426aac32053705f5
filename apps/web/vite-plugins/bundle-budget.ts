import fs from 'node:fs/promises';
import path from 'node:path';
import type { Manifest, Plugin, ResolvedConfig } from 'vite';
import { compressBrotli, compressGzip } from './precompress.ts';

/** Issue 14: the JavaScript of the first load of any non-map screen, gzip-compressed. */
export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

/** The map screen loads MapLibre (about 295 KB gzipped) on purpose and has its own budget. */
export const isMapScreen = (source: string) => /(^|\/)map\//i.test(source);

export interface CompressedSize {
  gzip: number;
  brotli: number;
}

export interface FirstLoad {
  /** The screen's module, e.g. `src/features/hunts/HuntsPage.tsx`; `(entry)` for the app alone. */
  screen: string;
  /** Every JavaScript file the browser needs to show it: the entry's, then the screen's. */
  files: string[];
}

export interface BudgetRow extends FirstLoad, CompressedSize {
  /** The gzip budget this screen is held to; null for a map screen. */
  limit: number | null;
  /** Over its ceiling. */
  over: boolean;
}

/** A chunk's file and the files of everything it imports statically, each once. */
export function staticFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The Vite manifest names ${key} but has no entry for it`);
  const imported = (chunk.imports ?? []).flatMap((dep) => staticFiles(manifest, dep, seen));
  return [chunk.file, ...imported];
}

/** A screen is a lazily loaded page module, `features/<domain>/SomePage.tsx` (see app/routes.tsx). */
export const isScreen = (source: string) => /Page\.[jt]sx?$/.test(source);

/**
 * What the first load of each screen costs: the entry with its static imports, plus the screen's
 * lazily loaded chunk with its static imports. Other lazy chunks (a dialog, the menu sheet, the
 * session's schemas) load later, or hold only what the screens that start them load anyway.
 */
export function firstLoads(manifest: Manifest): FirstLoad[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk');
  const entryFiles = staticFiles(manifest, entryKey);
  const screens = Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry && isScreen(manifest[key]?.src ?? key))
    .sort();
  return [
    { screen: '(entry)', files: entryFiles },
    ...screens.map((key) => ({
      screen: manifest[key]?.src ?? key,
      files: [...new Set([...entryFiles, ...staticFiles(manifest, key)])],
    })),
  ];
}

/** Sizes each first load from the compressed size of its files, and flags those over budget. */
export function budgetRows(
  loads: FirstLoad[],
  sizeOf: (file: string) => CompressedSize,
  budgetBytes: number = FIRST_LOAD_BUDGET_BYTES,
): BudgetRow[] {
  return loads.map((load) => {
    const sizes = load.files.map(sizeOf);
    const gzip = sizes.reduce((total, size) => total + size.gzip, 0);
    const brotli = sizes.reduce((total, size) => total + size.brotli, 0);
    const limit = isMapScreen(load.screen) ? null : budgetBytes;
    return { ...load, gzip, brotli, limit, over: limit !== null && gzip > limit };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function mark(row: BudgetRow): string {
  if (row.limit === null) return 'map: exempt';
  return row.over ? 'OVER BUDGET' : '';
}

export function formatBudgetTable(
  rows: BudgetRow[],
  budgetBytes = FIRST_LOAD_BUDGET_BYTES,
): string {
  const width = Math.max(...rows.map((row) => row.screen.length), 'screen'.length);
  const line = (screen: string, gzip: string, brotli: string, files: string, mark: string) =>
    `${screen.padEnd(width)}  ${gzip.padStart(10)}  ${brotli.padStart(10)}  ${files.padStart(5)}  ${mark}`;
  return [
    `First-load JavaScript per screen (budget ${kb(budgetBytes)} gzip; map screens exempt)`,
    line('screen', 'gzip', 'brotli', 'files', ''),
    ...rows.map((row) =>
      line(row.screen, kb(row.gzip), kb(row.brotli), String(row.files.length), mark(row)),
    ),
  ].join('\n');
}

/**
 * Fails the build when the first load of a non-map screen is over budget, after printing every
 * screen's size. Reads the manifest Vite writes (build.manifest must be on).
 */
export function bundleBudget(budgetBytes = FIRST_LOAD_BUDGET_BYTES): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'marshlog:bundle-budget',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const manifestPath = path.join(
        outDir,
        typeof config.build.manifest === 'string' ? config.build.manifest : '.vite/manifest.json',
      );
      const manifest = JSON.parse(await fs.readFile(manifestPath, 'utf8')) as Manifest;
      const loads = firstLoads(manifest);
      const sizes = new Map<string, CompressedSize>();
      for (const file of new Set(loads.flatMap((load) => load.files))) {
        const content = await fs.readFile(path.join(outDir, file));
        const [gzip, brotli] = await Promise.all([compressGzip(content), compressBrotli(content)]);
        sizes.set(file, { gzip: gzip.length, brotli: brotli.length });
      }
      const sizeOf = (file: string) => {
        const size = sizes.get(file);
        if (!size) throw new Error(`No size measured for ${file}`);
        return size;
      };
      const rows = budgetRows(loads, sizeOf, budgetBytes);
      config.logger.info(`\n${formatBudgetTable(rows, budgetBytes)}\n`);
      const over = rows.filter((row) => row.over);
      if (over.length > 0) {
        throw new Error(
          `First-load JavaScript over budget (gzip): ` +
            over
              .map((row) => `${row.screen} (${kb(row.gzip)} of ${kb(row.limit ?? 0)})`)
              .join(', ') +
            '. Keep libraries out of the entry and in the chunks of the screens that use them.',
        );
      }
    },
  };
}
