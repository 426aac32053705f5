import {
  DEFAULT_PRIVACY_LEVEL,
  LAYER_DATA_KINDS,
  LAYER_PRIVACY_GROUPS,
  dataLayerId,
  type LayerDataKind,
  type LayerPreference,
  type PrivacyLevel,
} from '@marshlog/domain';

/** Which of the nine data layers are on, by layer id; missing preferences count as on. */
export function dataLayerVisibility(preferences: readonly LayerPreference[] | undefined) {
  const visible = new Set<string>();
  for (const group of LAYER_PRIVACY_GROUPS)
    for (const kind of LAYER_DATA_KINDS) {
      const id = dataLayerId(group, kind);
      const preference = preferences?.find((row) => row.layer_id === id);
      if (!preference || preference.is_visible) visible.add(id);
    }
  return visible;
}

/** A kind is fetched while any of its three privacy layers is on. */
export function kindSwitches(visible: ReadonlySet<string>): Record<LayerDataKind, boolean> {
  const on = (kind: LayerDataKind) =>
    LAYER_PRIVACY_GROUPS.some((group) => visible.has(dataLayerId(group, kind)));
  return { hunts: on('hunts'), locations: on('locations'), reports: on('reports') };
}

interface WithPrivacy {
  properties: { privacy_level?: PrivacyLevel | null };
}
interface Collection<F extends WithPrivacy> {
  type: 'FeatureCollection';
  features: F[];
}

/** Only the features whose privacy layer (e.g. friends-hunts) is on; no level counts as private. */
export function filterByDataLayers<F extends WithPrivacy, C extends Collection<F>>(
  collection: C | undefined,
  kind: LayerDataKind,
  visible: ReadonlySet<string>,
): C | undefined {
  if (!collection) return undefined;
  return {
    ...collection,
    features: collection.features.filter((feature) =>
      visible.has(dataLayerId(feature.properties.privacy_level ?? DEFAULT_PRIVACY_LEVEL, kind)),
    ),
  };
}
