import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { budgetRows, firstLoads, formatBudgetTable, staticFiles } from './bundle-budget.ts';

/** A build like Vite's: an entry with a shared framework chunk, three screens, a lazy dialog. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_framework.js'],
    dynamicImports: [
      'src/features/hunts/HuntsPage.tsx',
      'src/features/auth/SignInPage.tsx',
      'src/features/map/MapPage.tsx',
    ],
  },
  '_framework.js': { file: 'assets/framework.js' },
  '_zod.js': { file: 'assets/zod.js', imports: ['_framework.js'] },
  '_forms.js': { file: 'assets/forms.js', imports: ['_zod.js', '_framework.js'] },
  'src/features/hunts/HuntsPage.tsx': {
    file: 'assets/HuntsPage.js',
    src: 'src/features/hunts/HuntsPage.tsx',
    isDynamicEntry: true,
    imports: ['_zod.js', 'index.html'],
    dynamicImports: ['src/features/hunts/EditHuntDialog.tsx'],
  },
  'src/features/hunts/EditHuntDialog.tsx': {
    file: 'assets/EditHuntDialog.js',
    src: 'src/features/hunts/EditHuntDialog.tsx',
    isDynamicEntry: true,
    imports: ['_forms.js'],
  },
  'src/features/auth/SignInPage.tsx': {
    file: 'assets/SignInPage.js',
    src: 'src/features/auth/SignInPage.tsx',
    isDynamicEntry: true,
    imports: ['_forms.js', 'index.html'],
  },
  'src/features/map/MapPage.tsx': {
    file: 'assets/MapPage.js',
    src: 'src/features/map/MapPage.tsx',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};

const KB = 1024;
const sizes: Record<string, number> = {
  'assets/index.js': 30 * KB,
  'assets/framework.js': 70 * KB,
  'assets/zod.js': 25 * KB,
  'assets/forms.js': 15 * KB,
  'assets/HuntsPage.js': 5 * KB,
  'assets/EditHuntDialog.js': 4 * KB,
  'assets/SignInPage.js': 2 * KB,
  'assets/MapPage.js': 300 * KB,
};
const sizeOf = (file: string) => {
  const gzip = sizes[file];
  if (gzip === undefined) throw new Error(`no size for ${file}`);
  return { gzip, brotli: Math.round(gzip * 0.9) };
};

describe('bundle budget', () => {
  it('follows static imports once each, through shared chunks, never into lazy ones', () => {
    expect(staticFiles(manifest, 'src/features/auth/SignInPage.tsx')).toEqual([
      'assets/SignInPage.js',
      'assets/forms.js',
      'assets/zod.js',
      'assets/framework.js',
      'assets/index.js',
    ]);
  });

  it('counts each screen as the entry and its static imports plus the screen and its own', () => {
    const loads = firstLoads(manifest);
    expect(loads.map((load) => load.screen)).toEqual([
      '(entry)',
      'src/features/auth/SignInPage.tsx',
      'src/features/hunts/HuntsPage.tsx',
      'src/features/map/MapPage.tsx',
    ]);
    const hunts = loads.find((load) => load.screen === 'src/features/hunts/HuntsPage.tsx');
    // The edit dialog loads when it opens: not part of the screen's first load.
    expect(hunts?.files.sort()).toEqual(
      ['assets/index.js', 'assets/framework.js', 'assets/HuntsPage.js', 'assets/zod.js'].sort(),
    );
  });

  it('sums compressed sizes and flags a screen over budget, but not a map screen', () => {
    const rows = budgetRows(firstLoads(manifest), sizeOf, 140 * KB);
    const row = (screen: string) => rows.find((candidate) => candidate.screen === screen);
    expect(row('(entry)')).toMatchObject({ gzip: 100 * KB, over: false });
    expect(row('src/features/hunts/HuntsPage.tsx')).toMatchObject({ gzip: 130 * KB, over: false });
    expect(row('src/features/auth/SignInPage.tsx')).toMatchObject({
      gzip: 142 * KB,
      over: true,
    });
    expect(row('src/features/map/MapPage.tsx')).toMatchObject({ limit: null, over: false });
  });

  it('prints one line per screen with its sizes and verdict', () => {
    const table = formatBudgetTable(budgetRows(firstLoads(manifest), sizeOf, 140 * KB), 140 * KB);
    expect(table).toContain('budget 140.0 KB gzip');
    expect(table).toMatch(/SignInPage\.tsx\s+142\.0 KB\s+\d+\.\d KB\s+5\s+OVER BUDGET/);
    expect(table).toMatch(/MapPage\.tsx.*map: exempt/);
  });
});
