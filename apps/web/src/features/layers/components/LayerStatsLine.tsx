import { LAYER_TIMING } from '@marshlog/domain';
import { useLayerStats } from '../api';

/** Panel stats: visible of total for up to 4 layer types. */
export function LayerStatsLine() {
  const stats = useLayerStats();
  if (!stats.data) return null;
  return (
    <ul aria-label="Layer stats" className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-muted">
      {stats.data.slice(0, LAYER_TIMING.panelStatsMax).map((stat) => (
        <li key={stat.layer_type}>
          {stat.layer_type_display}: {stat.visible_layers}/{stat.total_layers}
        </li>
      ))}
    </ul>
  );
}
