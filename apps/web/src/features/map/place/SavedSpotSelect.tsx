import { useState } from 'react';
import { locationDisplayName, PLACE_MESSAGES, type LngLatPoint } from '@marshlog/domain';
import { Select } from '../../../ui';
import { useLocationChoices } from '../../locations/location-choices';

/** "Or pick a saved spot": one of the hunter's own or shared spots fills the place in. */
export function SavedSpotSelect({
  onPick,
  disabled,
}: {
  onPick: (point: LngLatPoint) => void;
  disabled: boolean;
}) {
  const choices = useLocationChoices();
  const [picked, setPicked] = useState('');
  const spots = [...choices.mine, ...choices.shared];
  if (!choices.isPending && spots.length === 0) return null;
  return (
    <Select
      label={PLACE_MESSAGES.pickerSaved}
      optional
      value={picked}
      disabled={disabled || choices.isPending}
      onChange={(event) => {
        setPicked(event.target.value);
        const spot = spots.find((candidate) => String(candidate.id) === event.target.value);
        if (spot) onPick({ latitude: spot.latitude, longitude: spot.longitude });
      }}
    >
      <option value="">{PLACE_MESSAGES.pickerSavedNone}</option>
      {spots.map((spot) => (
        <option key={spot.id} value={String(spot.id)}>
          {locationDisplayName(spot.name)}
        </option>
      ))}
    </Select>
  );
}
