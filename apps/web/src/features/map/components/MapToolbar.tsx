import type { ReactNode } from 'react';
import type { MapItemKind } from '@marshlog/domain';
import { cx } from '../../../ui';
import type { MapLayerKind } from '../api';
import type { LayerSwitches } from '../use-map-items';

/** The map's tools: select, the three add tools and the distance tool, one at a time. */
export type MapTool = 'select' | 'distance' | MapItemKind;

export const TOOL_LABELS: Record<MapTool, string> = {
  select: 'Select',
  hunt: 'Add hunt',
  report: 'Add report',
  location: 'Add location',
  distance: 'Measure distance',
};
const TOOLS = (Object.keys(TOOL_LABELS) as MapTool[]).map((tool) => ({
  tool,
  label: TOOL_LABELS[tool],
}));

const LAYERS: { kind: MapLayerKind; label: string }[] = [
  { kind: 'hunts', label: 'Hunts' },
  { kind: 'locations', label: 'Locations' },
  { kind: 'reports', label: 'Reports' },
];

function Toggle({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cx(
        'inline-flex min-h-11 items-center rounded-lg border px-3 text-sm font-medium whitespace-nowrap transition-colors',
        pressed
          ? 'border-accent bg-accent/15 text-accent-strong'
          : 'border-line-strong bg-raised text-ink-muted hover:text-ink',
      )}
    >
      {children}
    </button>
  );
}

export function MapToolbar({
  tool,
  onTool,
  layers,
  onLayer,
  clustered,
  onClustered,
  canAddReport,
  children,
}: {
  tool: MapTool | null;
  /** Choosing the active tool again turns it off. */
  onTool: (tool: MapTool | null) => void;
  layers: LayerSwitches;
  onLayer: (kind: MapLayerKind, on: boolean) => void;
  clustered: boolean;
  onClustered: (on: boolean) => void;
  canAddReport: boolean;
  /** The time range picker. */
  children: ReactNode;
}) {
  return (
    <div className="mb-3 flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-end">
      <div role="toolbar" aria-label="Map tools" className="flex flex-wrap gap-2">
        {TOOLS.filter((entry) => entry.tool !== 'report' || canAddReport).map((entry) => (
          <Toggle
            key={entry.tool}
            pressed={tool === entry.tool}
            onClick={() => onTool(tool === entry.tool ? null : entry.tool)}
          >
            {entry.label}
          </Toggle>
        ))}
      </div>
      <div role="group" aria-label="Map layers" className="flex flex-wrap gap-2">
        {LAYERS.map((entry) => (
          <Toggle
            key={entry.kind}
            pressed={layers[entry.kind]}
            onClick={() => onLayer(entry.kind, !layers[entry.kind])}
          >
            {entry.label}
          </Toggle>
        ))}
        <Toggle pressed={clustered} onClick={() => onClustered(!clustered)}>
          Cluster Points
        </Toggle>
      </div>
      {children}
    </div>
  );
}
