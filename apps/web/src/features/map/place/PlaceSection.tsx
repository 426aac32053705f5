import { useSyncExternalStore } from 'react';
import {
  directionsHref,
  mapPathFor,
  PLACE_MESSAGES,
  type LngLatPoint,
  type MapItemKind,
} from '@marshlog/domain';
import { buttonClasses, ButtonLink, Icon } from '../../../ui';
import { useNarrowScreen } from '../use-narrow-screen';
import { lazyPart } from './lazy-part';
import { PlaceMapLoading } from './PlaceMapBox';

const PlaceMapView = lazyPart(() => import('./PlaceMapView'), <PlaceMapLoading />);

const coarse = '(pointer: coarse)';
const subscribeCoarse = (onChange: () => void) => {
  const media = window.matchMedia(coarse);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/** A phone: a narrow screen, or a touch screen (a phone turned sideways is wider than 768 px). */
function usePhone(): boolean {
  const touch = useSyncExternalStore(subscribeCoarse, () => window.matchMedia(coarse).matches);
  return useNarrowScreen() || touch;
}

/**
 * An item's place on its detail page: a small map (a pin, or only the shaded area when the exact
 * place is withheld), "View on map" (the unified map centred on it) and "Directions" (a geo:
 * link on a phone, a web maps link otherwise; none for a withheld place).
 */
export function PlaceSection({
  point,
  kind,
  withheld = false,
  label,
}: {
  point: LngLatPoint;
  kind: MapItemKind;
  withheld?: boolean;
  /** What the map shows, for a screen reader (e.g. "Map of the hunt's place"). */
  label: string;
}) {
  const phone = usePhone();
  return (
    <div className="flex flex-col gap-3" data-testid="place-section">
      <PlaceMapView point={point} kind={kind} withheld={withheld} label={label} />
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={mapPathFor(point)} variant="secondary" size="sm" className="gap-1.5">
          <Icon name="map" className="size-5" strokeWidth={1.8} />
          {withheld ? PLACE_MESSAGES.viewAreaOnMap : PLACE_MESSAGES.viewOnMap}
        </ButtonLink>
        {withheld ? null : (
          <a
            href={directionsHref(point, phone)}
            target={phone ? undefined : '_blank'}
            rel="noopener noreferrer"
            className={buttonClasses('secondary', 'sm', 'gap-1.5')}
          >
            <Icon name="crosshair" className="size-5" strokeWidth={1.8} />
            {PLACE_MESSAGES.directions}
          </a>
        )}
      </div>
    </div>
  );
}
