/** Layer preferences and the Layer Manager (seed 001 sections 2, 3, 4, 8, 9). */

export const LAYER_TYPES = ['hunt-data', 'location-data', 'report-data', 'system-data'] as const;
export type LayerType = (typeof LAYER_TYPES)[number];

export const LAYER_TYPE_DISPLAY: Record<LayerType, string> = {
  'hunt-data': 'Hunt Data',
  'location-data': 'Location Data',
  'report-data': 'Report Data',
  'system-data': 'System Data',
};

export const LAYER_PRIVACY_GROUPS = ['private', 'friends', 'public'] as const;
export type LayerPrivacyGroup = (typeof LAYER_PRIVACY_GROUPS)[number];
export const LAYER_DATA_KINDS = ['hunts', 'locations', 'reports'] as const;
export type LayerDataKind = (typeof LAYER_DATA_KINDS)[number];

/** The Data Layers tab's group headings, by privacy level. */
export const LAYER_GROUP_LABELS: Record<LayerPrivacyGroup, string> = {
  private: 'My Data',
  friends: 'Friends Data',
  public: 'Public Data',
};

/** The rows of each data group, by kind. */
export const LAYER_KIND_LABELS: Record<LayerDataKind, string> = {
  hunts: 'Hunt Data',
  locations: 'Locations',
  reports: 'Reports',
};

export const LAYER_KIND_TYPES: Record<LayerDataKind, LayerType> = {
  hunts: 'hunt-data',
  locations: 'location-data',
  reports: 'report-data',
};

/** Hunts draw over locations, locations over reports, until a hunter reorders them. */
export const LAYER_KIND_DEFAULT_Z: Record<LayerDataKind, number> = {
  hunts: 30,
  locations: 20,
  reports: 10,
};

export interface DataLayerDefault {
  layer_id: string;
  layer_name: string;
  layer_type: LayerType;
  z_index: number;
}

/** The nine data layers every hunter has ('Show all layers' = all nine on). */
export const DATA_LAYER_DEFAULTS: DataLayerDefault[] = LAYER_PRIVACY_GROUPS.flatMap((group) =>
  LAYER_DATA_KINDS.map((kind) => ({
    layer_id: `${group}-${kind}`,
    layer_name: `${LAYER_GROUP_LABELS[group]} – ${LAYER_KIND_LABELS[kind]}`,
    layer_type: LAYER_KIND_TYPES[kind],
    z_index: LAYER_KIND_DEFAULT_Z[kind],
  })),
);

export const dataLayerId = (group: LayerPrivacyGroup, kind: LayerDataKind) => `${group}-${kind}`;

export const LAYER_LIMITS = {
  opacityMin: 0,
  opacityMax: 1,
  opacityStep: 0.1,
  zIndexMin: 0,
  zIndexMax: 100,
  zIndexStep: 1,
  layerIdMax: 100,
  layerNameMax: 255,
  bulkIdsMax: 100,
  pageSize: 100,
} as const;

/** Timing of the Layer Manager (seed 001 sections 4 and 9). */
export const LAYER_TIMING = {
  debounceMs: 150,
  retryDelaysMs: [1000, 2000, 3000],
  listStaleMs: 5 * 60 * 1000,
  statsStaleMs: 2 * 60 * 1000,
  maxRetries: 3,
  panelStatsMax: 4,
} as const;

/** Style-layer categories, matched by keyword on the layer id, first match wins. */
export const STYLE_LAYER_CATEGORIES = [
  { label: 'Hunting Areas', keywords: ['hunt', 'padus', 'public-land', 'refuge', 'wma', 'gmu'] },
  { label: 'Wetlands', keywords: ['wetland', 'marsh', 'water', 'nwi', 'swamp'] },
  { label: 'Agriculture', keywords: ['crop', 'cdl', 'agri', 'farm', 'field'] },
  { label: 'Boundaries', keywords: ['boundary', 'admin', 'border', 'state', 'county'] },
  { label: 'Terrain', keywords: ['terrain', 'hillshade', 'contour', 'elevation', 'imagery'] },
  { label: 'Labels', keywords: ['label', 'place', 'name', 'poi'] },
  { label: 'Transportation', keywords: ['road', 'highway', 'street', 'transport', 'rail'] },
] as const;
export const STYLE_LAYER_OTHER = 'Other Layers';

export const LAYER_TEXT = {
  title: 'Layer Manager',
  dataTab: 'Data Layers',
  styleTab: 'Style Layers',
  search: 'Search layers...',
  showAll: 'Show All',
  hideAll: 'Hide All',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} layers`,
  timeFilter: 'Time Filter',
  clusterPoints: 'Cluster Points',
  opacity: 'Opacity',
  order: 'Layer order',
  noLayers: 'No layers available',
  noMatches: (term: string) => `No layers found for "${term}"`,
  clearSearch: 'Clear search',
  noStyleLayers: 'No style layers available',
  loadingStyleLayers: 'Loading style layers...',
  loadFailed: 'Failed to load layers',
  unknownError: 'Unknown error occurred',
  controlsError: 'Layer Controls Error',
  controlsFailed: 'Failed to load layer controls',
  reloadPage: 'Reload Page',
  openPanel: 'Layers',
  closePanel: 'Close layers',
  notLegalBoundary: 'Not a legal boundary',
  overlayFailed: (name: string) => `${name} could not be loaded`,
  toggleFailed: 'The layer change was not saved',
  expand: 'Expand',
  collapse: 'Collapse',
} as const;

export const LAYER_MESSAGES = {
  opacityRange: 'Opacity must be between 0 and 1',
  zIndexRange: 'Layer order must be between 0 and 100',
  unknownType: 'Unknown layer type',
  emptyPatch: 'Send is_visible, opacity or z_index',
  duplicateLayer: 'You already have a preference for this layer',
  layerIdRequired: 'Layer id is required',
  layerNameRequired: 'Layer name is required',
} as const;
