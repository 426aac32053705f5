import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { parseRoutes, routePreloads } from './route-preloads.ts';

const ROUTES = `
export const signedInRoutes: AppRoute[] = [
  { path: '/map', page: lazyPage(() => import('../features/map/MapPage')) },
  {
    path: '/hunts',
    page: lazyPage(() => import('../features/hunts/HuntsPage')),
    prefetch: (queryClient, search) =>
      import('../features/hunts/api').then((hunts) => hunts.prefetchHuntList(queryClient, search)),
  },
];

export const authRoutes: AppRoute[] = [
  { path: '/auth/signin', page: lazyPage(() => import('../features/auth/SignInPage')) },
];
`;

const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_framework.js', '_session.js'],
  },
  '_framework.js': { file: 'assets/framework.js' },
  // The session's schemas, grouped with zod's file (a group named `*-schemas` in vite.config.ts).
  '_session.js': {
    file: 'assets/session.js',
    dynamicImports: ['_session-schemas.js', '_signed-in.js'],
  },
  '_session-schemas.js': { file: 'assets/session-schemas.js', name: 'session-schemas' },
  // What starts after the first screen: a lazily imported group that is not preloaded with it.
  '_signed-in.js': { file: 'assets/signed-in.js', name: 'signed-in' },
  'src/features/map/MapPage.tsx': {
    file: 'assets/MapPage.js',
    isDynamicEntry: true,
    imports: ['_framework.js'],
  },
  'src/features/hunts/HuntsPage.tsx': {
    file: 'assets/HuntsPage.js',
    isDynamicEntry: true,
    imports: ['_framework.js', '_api.js'],
  },
  '_api.js': {
    file: 'assets/api.js',
    dynamicImports: [
      'src/features/hunts/hunt-schemas.ts',
      'src/features/hunts/hunt-form-schemas.ts',
    ],
  },
  'src/features/hunts/hunt-form-schemas.ts': {
    file: 'assets/hunt-form-schemas.js',
    isDynamicEntry: true,
    imports: ['_zod.js', '_react-hook-form.js'],
  },
  '_react-hook-form.js': { file: 'assets/react-hook-form.js' },
  'src/features/hunts/hunt-schemas.ts': {
    file: 'assets/hunt-schemas.js',
    isDynamicEntry: true,
    imports: ['_zod.js'],
  },
  '_zod.js': { file: 'assets/zod.js' },
  'src/features/auth/SignInPage.tsx': {
    file: 'assets/SignInPage.js',
    isDynamicEntry: true,
    dynamicImports: ['src/features/auth/auth-form-schemas.ts'],
  },
  'src/features/auth/auth-form-schemas.ts': {
    file: 'assets/auth-form-schemas.js',
    isDynamicEntry: true,
  },
};

describe('route preloads', () => {
  it('reads each route of routes.tsx with its list and lazy imports', () => {
    expect(parseRoutes(ROUTES)).toEqual([
      { group: 'signedIn', path: '/map', imports: ['../features/map/MapPage'] },
      {
        group: 'signedIn',
        path: '/hunts',
        imports: ['../features/hunts/HuntsPage', '../features/hunts/api'],
      },
      { group: 'auth', path: '/auth/signin', imports: ['../features/auth/SignInPage'] },
    ]);
  });

  it("names a screen's chunks beyond the entry, with the session's and its first request's schemas in the app, not its forms'", () => {
    expect(routePreloads(MANIFEST, parseRoutes(ROUTES))).toEqual([
      { path: '/map', files: ['assets/MapPage.js', 'assets/session-schemas.js'] },
      {
        path: '/hunts',
        files: [
          'assets/HuntsPage.js',
          'assets/api.js',
          'assets/session-schemas.js',
          'assets/hunt-schemas.js',
          'assets/zod.js',
        ],
      },
      { path: '/auth/signin', files: ['assets/SignInPage.js'] },
    ]);
  });

  it('fails the build when a route names no chunk of it', () => {
    const routes = [{ group: 'auth', path: '/gone', imports: ['../features/gone/GonePage'] }];
    expect(() => routePreloads(MANIFEST, routes)).toThrow(/\/gone/);
  });
});
