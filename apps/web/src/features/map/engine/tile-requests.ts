import { AJAXError, addProtocol, type RequestParameters, type ResourceType } from 'maplibre-gl';
import { isHuntingOverlayTile, isMapNetworkError, MapRateLimiter } from '@marshlog/domain';
import { isMapboxUrl, resolveMapboxUrl } from './mapbox-urls';

/** Tile requests go through this protocol, so the rate limit can refuse them before they leave. */
const TILE_PROTOCOL = 'marshlog-tile';
const PREFIX = `${TILE_PROTOCOL}://`;
export const TILES_PAUSED_MESSAGE = 'Map tiles paused after repeated network errors';

const limiter = new MapRateLimiter();
const pauseListeners = new Set<(paused: boolean) => void>();
let registered = false;

function recordFailure() {
  const wasLimited = limiter.isLimited(Date.now());
  const limited = limiter.recordFailure(Date.now());
  if (limited && !wasLimited) {
    console.warn('Map rate limited: tile requests paused for 60 s');
    for (const listener of pauseListeners) listener(true);
  }
}

async function readBody(response: Response, type: RequestParameters['type']) {
  if (type === 'json') return (await response.json()) as object;
  if (type === 'string') return response.text();
  return response.arrayBuffer();
}

/**
 * Fetches one tile unless the map is rate limited; counts network errors toward the limit. The
 * hunting overlays' agency services are exempt both ways: a failing overlay shows its error in the
 * Layer Manager and never pauses the base map's tiles.
 */
async function loadTile(request: RequestParameters, abort: AbortController) {
  const url = request.url.slice(PREFIX.length);
  const counted = !isHuntingOverlayTile(url);
  if (counted && limiter.isLimited(Date.now())) throw new Error(TILES_PAUSED_MESSAGE);
  let response: Response;
  try {
    response = await fetch(url, {
      signal: abort.signal,
      headers: request.headers as HeadersInit | undefined,
      credentials: request.credentials,
    });
  } catch (error) {
    // With no network nothing reached the provider: a saved offline area's edge is no reason to pause.
    if (counted && !abort.signal.aborted && navigator.onLine) recordFailure();
    throw error;
  }
  if (!response.ok) {
    if (counted && isMapNetworkError({ status: response.status })) recordFailure();
    throw new AJAXError(response.status, response.statusText, url, await response.blob());
  }
  return {
    data: await readBody(response, request.type),
    cacheControl: response.headers.get('Cache-Control'),
    expires: response.headers.get('Expires'),
  };
}

/** Registers the tile protocol once per page. */
export function registerTileProtocol(): void {
  if (registered) return;
  registered = true;
  addProtocol(TILE_PROTOCOL, loadTile);
}

/** Listens for the tiles pausing; returns the unsubscribe. */
export function onTilesPaused(listener: (paused: boolean) => void): () => void {
  pauseListeners.add(listener);
  return () => pauseListeners.delete(listener);
}

/**
 * MapLibre's transformRequest: mapbox:// URLs become Mapbox API URLs with the token, and every
 * tile goes through the rate-limited protocol.
 */
export function tileRequestTransform(mapboxToken: string | null) {
  return (url: string, resourceType?: ResourceType): RequestParameters => {
    const resolved = isMapboxUrl(url) && mapboxToken ? resolveMapboxUrl(url, mapboxToken) : url;
    const isTile = resourceType === ('Tile' as ResourceType);
    return { url: isTile && /^https?:\/\//.test(resolved) ? `${PREFIX}${resolved}` : resolved };
  };
}
