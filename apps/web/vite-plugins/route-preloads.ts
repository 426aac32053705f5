import fs from 'node:fs/promises';
import path from 'node:path';
import type { Manifest, Plugin, ResolvedConfig } from 'vite';
import { staticFiles } from './bundle-budget.ts';

/** Where the route table lives, and where the build writes what each route's first load needs. */
export const ROUTES_SOURCE = 'src/app/routes.tsx';
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

export interface RouteSource {
  /** The list the route belongs to in routes.tsx: `signedIn`, `public` or `auth`. */
  group: string;
  /** A React Router path, e.g. `/hunts/:id`. */
  path: string;
  /** The modules the route imports lazily (its screen, its prefetch), as written. */
  imports: string[];
}

/** One route of the app and the files its first load fetches beyond the entry's. */
export interface RoutePreload {
  path: string;
  files: string[];
}

const ROUTE_LIST = /export const (\w+)Routes\b[^=]*=\s*\[([\s\S]*?)\n\];/g;
const ROUTE = /path:\s*'([^']+)'([\s\S]*?)(?=path:\s*'|$)/g;
const LAZY_IMPORT = /import\('([^']+)'\)/g;

/** The routes of routes.tsx, read from its source: one `{ path: '...', page: lazyPage(() => import('...')) }` each. */
export function parseRoutes(source: string): RouteSource[] {
  const routes: RouteSource[] = [];
  for (const [, group = '', body = ''] of source.matchAll(ROUTE_LIST)) {
    for (const [, routePath = '', rest = ''] of body.matchAll(ROUTE)) {
      const imports = [...rest.matchAll(LAZY_IMPORT)].map((match) => match[1] ?? '');
      routes.push({ group, path: routePath, imports });
    }
  }
  return routes;
}

/** The manifest key of a module imported from src/app as `specifier`, if it is a chunk of its own. */
function manifestKey(manifest: Manifest, specifier: string): string | undefined {
  const base = path.posix.join('src/app', specifier);
  return ['.tsx', '.ts', '.jsx', '.js', ''].map((ext) => base + ext).find((key) => manifest[key]);
}

/**
 * Whether a chunk holds the schemas of answers: a `*-schemas.ts` module in a file of its own, or
 * a group of them that vite.config.ts names `*-schemas`. A form's schemas (`*-form-schemas.ts`,
 * with the form library) load when a form is used, not first.
 */
function holdsAnswerSchemas(manifest: Manifest, key: string): boolean {
  if (/-form-schemas\.ts$/.test(key)) return false;
  return /-schemas\.ts$/.test(key) || /-schemas$/.test(manifest[key]?.name ?? '');
}

/** The answer schemas the chunks of `files` load beside their first request (imported lazily). */
function lazySchemas(manifest: Manifest, files: ReadonlySet<string>): string[] {
  return Object.entries(manifest)
    .filter(([, chunk]) => files.has(chunk.file))
    .flatMap(([, chunk]) => chunk.dynamicImports ?? [])
    .filter((key) => holdsAnswerSchemas(manifest, key));
}

/**
 * What each route's first load fetches besides the entry: its screen's chunk with everything that
 * chunk imports, and, for in-app routes (whose screens ask the API first thing), the schemas that
 * check the session and the screen's first answers. Sign-in screens get their screen only.
 */
export function routePreloads(manifest: Manifest, routes: RouteSource[]): RoutePreload[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk');
  const entryFiles = new Set(staticFiles(manifest, entryKey));
  return routes.map((route) => {
    const keys = route.imports
      .map((specifier) => manifestKey(manifest, specifier))
      .filter((key) => key !== undefined);
    if (keys.length === 0) {
      throw new Error(`No chunk of the build is the screen of ${route.path} in ${ROUTES_SOURCE}`);
    }
    const seen = new Set<string>();
    const files = new Set(keys.flatMap((key) => staticFiles(manifest, key, seen)));
    if (route.group !== 'auth') {
      // The entry's own lazy schemas are the session's.
      for (const key of [...lazySchemas(manifest, entryFiles), ...lazySchemas(manifest, files)]) {
        if (manifest[key]) staticFiles(manifest, key, seen).forEach((file) => files.add(file));
      }
    }
    return { path: route.path, files: [...files].filter((file) => !entryFiles.has(file)) };
  });
}

/**
 * Writes ROUTE_PRELOADS_FILE beside the manifest: for each route of routes.tsx, the files its
 * first load needs, which the server names in index.html as modulepreload links for that
 * address, so they download with the entry instead of after it has run.
 */
export function routePreloadsPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'marshlog:route-preloads',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const manifest = JSON.parse(
        await fs.readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'),
      ) as Manifest;
      const routes = parseRoutes(await fs.readFile(path.join(config.root, ROUTES_SOURCE), 'utf8'));
      if (routes.length === 0) throw new Error(`No routes found in ${ROUTES_SOURCE}`);
      const preloads = routePreloads(manifest, routes);
      await fs.writeFile(path.join(outDir, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
    },
  };
}
