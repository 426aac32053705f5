import { VitePWA } from 'vite-plugin-pwa';
import { APP_MANIFEST } from '../../../packages/domain/src/offline-constants.ts';
import { MAP_BASE } from '../../../packages/domain/src/map-constants.ts';

/** Files of the build a service worker must never serve from its cache or precache. */
const NOT_PRECACHED = ['**/*.br', '**/*.gz', '**/*.map', '.vite/**', 'robots.txt'];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The base imagery's tiles: every address that starts as its template does, before `{z}`. */
export const IMAGERY_TILE_ADDRESSES = new RegExp(
  `^${escapeRegExp(MAP_BASE.imageryTiles.slice(0, MAP_BASE.imageryTiles.indexOf('{')))}`,
);

/**
 * Answers an imagery tile from the signed-in hunter's saved areas (src/features/map/offline-areas:
 * one cache per area, named `marshlog-offline-area-<hunter>-<area>`), else from the network, not
 * keeping it. The hunter is the one area-owner.ts names in its cache; with no one named, no saved
 * area is drawn. Workbox writes this function into the worker as its source text, so it reaches
 * nothing outside itself: the names are written out here.
 */
export async function savedAreaTileOrNetwork({ request }: { request: Request }): Promise<Response> {
  const owner = await caches.match('/offline-map-owner', {
    cacheName: 'marshlog-offline-map-owner',
  });
  const hunterId = owner ? await owner.text() : '';
  if (/^\d+$/.test(hunterId)) {
    for (const name of await caches.keys()) {
      if (!name.startsWith(`marshlog-offline-area-${hunterId}-`)) continue;
      const kept = await (await caches.open(name)).match(request, { ignoreVary: true });
      if (kept) return kept;
    }
  }
  return fetch(request);
}

/**
 * Issue 31, installable: the web manifest (name, colours, standalone, start URL, icons at the
 * sizes phones ask for, maskable ones included) and a Workbox service worker that precaches the
 * app shell and every route's code, so the app opens and navigates with no network after one
 * visit. The worker waits for the hunter to accept a new version (registerType 'prompt') and is
 * registered by the app itself after the first paint (src/features/offline/service-worker.ts).
 */
export function installable() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
    manifest: {
      id: '/',
      name: APP_MANIFEST.name,
      short_name: APP_MANIFEST.shortName,
      description: APP_MANIFEST.description,
      theme_color: APP_MANIFEST.themeColor,
      background_color: APP_MANIFEST.backgroundColor,
      display: 'standalone',
      start_url: APP_MANIFEST.startUrl,
      scope: '/',
      categories: ['sports', 'lifestyle'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/icon-maskable-192.png',
          sizes: '192x192',
          type: 'image/png',
          purpose: 'maskable',
        },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      // MapLibre's worker is an .mjs file: without it the map cannot start offline.
      globPatterns: ['**/*.{js,mjs,css,html,svg,png,webmanifest}'],
      globIgnores: NOT_PRECACHED,
      // MapLibre's chunk is the largest route code; the map must open offline too.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // Every address of the app opens from the cached shell; the API and sockets never do.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/ws\//],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // An imagery tile of an area the signed-in hunter saved for offline is answered from
          // the device first; any other goes to the network and is not kept.
          urlPattern: IMAGERY_TILE_ADDRESSES,
          handler: savedAreaTileOrNetwork,
        },
      ],
    },
  });
}
