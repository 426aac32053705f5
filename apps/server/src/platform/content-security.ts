import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HUNTING_OVERLAYS, MAP_BASE } from '@marshlog/domain';
import type { AppConfig } from '../config.js';

/** The origin of a URL template such as https://tiles.example/{z}/{x}/{y}; undefined if not http(s). */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url.replace(/\{[^}]*\}/g, '0'));
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined; // not a URL this policy can name (mapbox:// styles load from api.mapbox.com)
  }
}

/** Where the browser fetches photos and sends uploads when they live in S3. */
function photoStoreOrigins(s3: AppConfig['s3']): string[] {
  if (!s3) return [];
  if (s3.endpoint) return [originOf(s3.endpoint)].filter((origin) => origin !== undefined);
  return [
    `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`,
    `https://s3.${s3.region}.amazonaws.com`,
  ];
}

/**
 * Every host outside this server the web app talks to, in one place: the base map's imagery,
 * vector tiles and glyphs, the hunting overlays' agency map services, a configured map style (and Mapbox with a token), and the photo store.
 * Weather and sign-in providers are reached by the server or by navigation, not by the page.
 * A new browser-side host is added here, and nowhere else.
 */
export function externalHosts(config: Pick<AppConfig, 'map' | 's3'>): string[] {
  const hosts = [
    originOf(MAP_BASE.imageryTiles),
    originOf(MAP_BASE.vectorTileJson),
    originOf(MAP_BASE.glyphs),
    originOf(config.map.styleUrl),
    config.map.mapboxToken || config.map.styleUrl?.startsWith('mapbox:')
      ? 'https://api.mapbox.com'
      : undefined,
    ...photoStoreOrigins(config.s3),
    ...HUNTING_OVERLAYS.map((overlay) => originOf(overlay.tiles)),
  ];
  return [...new Set(hosts.filter((host) => host !== undefined))];
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The CSP source of each inline script of the built index.html (the one that starts a remembered
 * hunter's session call): `'sha256-...'` of its exact text, so that script runs and no other
 * inline script does. None when the web app is not built.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return [];
  const html = fs.readFileSync(indexFile, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, script = '']) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
}

/**
 * The Content-Security-Policy directives Helmet adds to its defaults: scripts from this server
 * and the built index.html's own inline scripts by hash; workers and connections only to this
 * server and the named hosts. Images also allow https: because a hunter's profile picture may
 * come from their sign-in provider's host.
 */
export function contentSecurityDirectives(config: Pick<AppConfig, 'map' | 's3' | 'webDist'>) {
  const hosts = externalHosts(config);
  return {
    'script-src': ["'self'", ...inlineScriptHashes(config.webDist)],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'connect-src': ["'self'", 'blob:', ...hosts],
    'worker-src': ["'self'", 'blob:'],
    'upgrade-insecure-requests': null,
  };
}

/**
 * `Cache-Control: no-store` on every API answer to a signed-in request (unless the route set its
 * own), so no shared cache or back button keeps one hunter's data for the next person.
 */
export function registerNoStoreForSignedIn(app: FastifyInstance): void {
  // Synchronous: no promise per answer (DESIGN.md section 8).
  app.addHook('onSend', (request, reply, payload, done) => {
    const signedIn = request.viewer !== null || request.headers.authorization !== undefined;
    if (signedIn && request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
