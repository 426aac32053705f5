import { useId, type ComponentProps } from 'react';
import { PLACE_MESSAGES, type MapItemKind } from '@marshlog/domain';
import { CoordinateFieldset, type PlaceSlot } from '../../../ui';
import { lazyPart } from './lazy-part';
import { PlaceMapLoading } from './PlaceMapBox';
import { SavedSpotSelect } from './SavedSpotSelect';

const PlacePickerMap = lazyPart(() => import('./PlacePickerMap'), <PlaceMapLoading />);

/**
 * THE place picker, wherever a form asks for coordinates: a small map to tap or drag the pin on
 * (MapLibre loads with it, not with the form), a saved spot to pick, "Use my location", and the
 * typed latitude and longitude, which stay as the keyboard and screen reader way to set it.
 */
export function PlaceFieldset({
  kind,
  savedSpots = false,
  ...fieldset
}: Omit<ComponentProps<typeof CoordinateFieldset>, 'map'> & {
  kind: MapItemKind;
  /** Offer the hunter's saved spots (a form that links one has its own picker instead). */
  savedSpots?: boolean;
}) {
  const hintId = useId();
  const picker = ({ point, place, disabled }: PlaceSlot) => (
    <div className="mb-3 flex flex-col gap-2">
      <p id={hintId} className="text-sm text-ink-muted">
        {PLACE_MESSAGES.pickerLegend}
      </p>
      <PlacePickerMap
        point={point}
        onPick={place}
        disabled={disabled}
        kind={kind}
        describedBy={hintId}
      />
      {savedSpots ? <SavedSpotSelect onPick={place} disabled={disabled} /> : null}
    </div>
  );
  return <CoordinateFieldset {...fieldset} map={picker} />;
}
