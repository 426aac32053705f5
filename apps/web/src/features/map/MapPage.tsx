import { MAP_MESSAGES } from '@marshlog/domain';
import { ApiError } from '../../api';
import { useMapConfig } from './api';
import { MapErrorScreen } from './components/MapErrorScreen';
import { MapFrame } from './components/MapFrame';
import { resolveBaseStyle } from './engine/resolve-style';
import { useFirstView } from './first-view';
import { UnifiedMap } from './UnifiedMap';
import { TodayCard } from '../regulations/TodayCard';

/** /map: the signed-in home, the unified map of hunts, locations and reports (seed 001 section 2). */
export default function MapPage() {
  const config = useMapConfig();
  const first = useFirstView();
  if (config.isPending || (config.isSuccess && first.view === null)) {
    return <MapFrame loading />;
  }
  if (config.isError) {
    const offline = config.error instanceof ApiError && config.error.status === 0;
    return (
      <MapErrorScreen
        kind={offline ? 'network' : 'generic'}
        message={config.error.message}
        onRetry={() => void config.refetch()}
      />
    );
  }
  const base = resolveBaseStyle(config.data);
  if (base.kind === 'missing-token') {
    return <MapFrame notice={MAP_MESSAGES.mapboxTokenRequired} />;
  }
  if (first.view === null) return <MapFrame loading />;
  return (
    <UnifiedMap
      style={base.style}
      mapboxToken={base.mapboxToken}
      firstView={first.view}
      today={<TodayCard />}
    />
  );
}
