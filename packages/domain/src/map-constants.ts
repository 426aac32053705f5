/** Texts, limits and settings of the unified map (seed 001 sections 2, 4, 8, 9); no zod here. */

/** Where the unified map opens: about the middle of the continental US, zoom 4 (seed 001 section 2). */
export const MAP_DEFAULT_VIEW = { longitude: -98.5795, latitude: 39.8283, zoom: 4 } as const;
/** The seed's other reading of the default centre, used where a map shows one place. */
export const MAP_PLACE_VIEW = { longitude: -121.7955, latitude: 39.3173, zoom: 10 } as const;
export const MAP_DEFAULT_HEIGHT_PX = 400;
/** Zoom bounds of a deep link (`?lat=&lng=&zoom=`). */
export const MAP_MIN_ZOOM = 0;
export const MAP_MAX_ZOOM = 22;

export const MAP_MODES = ['view', 'create-hunt', 'create-report', 'create-location'] as const;
export type MapMode = (typeof MAP_MODES)[number];
/** The item kind a create mode places. */
export type MapItemKind = 'hunt' | 'location' | 'report';

export const MAP_MESSAGES = {
  loading: 'Loading map data...',
  mapboxTokenRequired: 'Map requires Mapbox access token',
  unnamedLocation: 'Unnamed Location',
  loadingPhotos: 'Loading...',
  noPhotoUrl: 'No URL Generated',
  photoAccessDenied: 'S3 Access Denied / AWS permissions needed',
  detailsFallback: 'An error occurred while displaying details.',
  detailsUnavailable: 'Unable to display details.',
  cancel: 'Cancel',
  close: 'Close',
  refresh: 'Refresh',
} as const;

export function mapErrorMessage(message: string): string {
  return `Map Error: ${message}`;
}

export function createModeHint(kind: MapItemKind): string {
  return `Click on the map to place a ${kind} marker`;
}

export function moreSpeciesLabel(hidden: number): string {
  return `+${hidden} more`;
}

export const DETAIL_ERROR_TITLES: Record<MapItemKind, string> = {
  hunt: 'Error displaying hunt details',
  location: 'Error displaying location details',
  report: 'Error displaying report details',
};

/** The three error screens (seed 001 section 2): each retries; loading and network also refresh. */
export const MAP_ERROR_SCREENS = {
  loading: {
    title: 'Map failed to load',
    body: 'The map could not be started in this browser.',
    refresh: true,
  },
  network: {
    title: 'Network connection error',
    body: 'Marshlog could not reach the server. Check your connection and try again.',
    refresh: true,
  },
  generic: {
    title: 'Something went wrong',
    body: 'The map ran into a problem.',
    refresh: false,
  },
} as const;
export type MapErrorKind = keyof typeof MAP_ERROR_SCREENS;

/** Clustering (seed 001 section 9). */
export const MAP_CLUSTER = {
  enabledByDefault: true,
  radius: 50,
  maxZoom: 16,
  /** Clusters form only at this zoom and above. */
  minZoom: 10,
  minPoints: 2,
  /** Point counts where the colour and radius step up. */
  steps: [10, 100],
  radii: [20, 30, 40],
  /** At most this many species in a cluster popup, then '+N more'. */
  popupSpecies: 3,
  zoomCap: 18,
  zoomDurationMs: 500,
  zoomFallbackStep: 2,
} as const;

export const MAP_TIMING = {
  hoverDebounceMs: 50,
  cullingDebounceMs: 100,
  flyToZoom: 12,
  flyToDurationMs: 1000,
} as const;

/** Viewport culling: the fetched area is the view plus a buffer that shrinks with zoom. */
export const MAP_CULLING_MIN_BUFFER_DEG = 0.005;

/** Select-mode and add clicks pick the nearest marker within this many pixels. */
export const MAP_PICK_RADIUS_PX = 50;
export const MAP_SCALE_MAX_WIDTH = 100;

/** Tile rate limiting (seed 001 sections 4 and 9). */
export const MAP_RATE_LIMIT = { maxErrors: 10, windowMs: 60_000, lockMs: 60_000 } as const;
/** Statuses that count as map network errors toward the rate limit (seed 001 section 8). */
export const MAP_ERROR_STATUSES: readonly number[] = [403, 404, 500, 502, 503, 504];

/** Data caching and caps, wide screens and narrow (under 768 px) (seed 001 section 9). */
export const MAP_NARROW_MAX_WIDTH_PX = 767;
export const MAP_DATA_SETTINGS = {
  wide: { staleTimeMs: 300_000, retries: 2, huntCap: 1000 },
  narrow: { staleTimeMs: 600_000, retries: 1, huntCap: 200 },
} as const;

/** The keyless default base map (DESIGN.md sections 6-7). */
export const MAP_BASE = {
  imageryTiles:
    'https://basemap.nationalmap.gov/arcgis/rest/services/USGSImageryOnly/MapServer/tile/{z}/{y}/{x}',
  imageryCredit: 'USGS The National Map',
  imageryMaxZoom: 16,
  vectorTileJson: 'https://tiles.openfreemap.org/planet',
  glyphs: 'https://tiles.openfreemap.org/fonts/{fontstack}/{range}.pbf',
  vectorCredit: '© OpenMapTiles © OpenStreetMap contributors',
  font: 'Noto Sans Regular',
} as const;
