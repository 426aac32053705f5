import { useEffect, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { COMPASS_POINTS } from '@marshlog/domain';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Select, TextField } from '../../ui';
import type { HuntForm } from '../hunts/hunt-form';
import { isWeatherPlaceDay, useWeather, type WeatherPlaceDay } from './api';
import { huntWeatherFields } from './hunt-weather-fields';
import { WeatherCard } from './WeatherCard';
import type { WeatherOutcome } from './weather-outcome';
import { usePlaceTimeZone } from './use-place-time-zone';
import { cardWeatherOf, sunAndMoon } from './weather-view';

/** Typing coordinates asks once the hunter pauses, not at every keystroke. */
const PLACE_SETTLE_MS = 600;
const WIND_DIRECTION_OPTIONS = COMPASS_POINTS.map((point) => ({ value: point, label: point }));

const numberOrNull = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return null;
  return typeof value === 'number' ? value : Number(value);
};
function placeOf(settled: string): WeatherPlaceDay {
  const [date, latitude, longitude] = JSON.parse(settled) as unknown[];
  return {
    date: typeof date === 'string' ? date : null,
    latitude: typeof latitude === 'number' ? latitude : null,
    longitude: typeof longitude === 'number' ? longitude : null,
  };
}
const textOrNull = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * The weather of the hunt's place and day on the hunt form: fetched once both are set, shown as
 * the weather card, and filled into the hunt's weather fields, which stay editable. A weather
 * error shows on the card and never blocks saving the hunt.
 */
export function HuntWeatherSection({
  form,
  recorded = false,
}: {
  form: HuntForm;
  /** The form holds a saved hunt's weather: keep it until the place or day changes. */
  recorded?: boolean;
}) {
  const [date, latitude, longitude] = useWatch({
    control: form.control,
    name: ['date_of_hunt', 'latitude', 'longitude'],
  });
  // Debounced as text, so a re-render with the same place is the same value.
  const settled = useDebouncedValue(
    JSON.stringify([date, numberOrNull(latitude), numberOrNull(longitude)]),
    PLACE_SETTLE_MS,
  );
  const place = useMemo(() => placeOf(settled), [settled]);
  const recordedPlace = useRef(recorded ? settled : null);
  const ready = isWeatherPlaceDay(place);
  const weather = useWeather(place);
  const outcome = ready ? weather.data : undefined;
  const { timeZone } = usePlaceTimeZone(
    place.latitude ?? Number.NaN,
    place.longitude ?? Number.NaN,
  );

  // Fill the fields once per answer: a hunter's own edits stay until the place or day changes.
  const filled = useRef<WeatherOutcome | null>(null);
  const { setValue } = form;
  useEffect(() => {
    if (!outcome || outcome === filled.current || outcome.error || !isWeatherPlaceDay(place))
      return;
    if (settled === recordedPlace.current) return;
    filled.current = outcome;
    const fields = huntWeatherFields(outcome.weather, place);
    const options = { shouldDirty: true, shouldValidate: true };
    setValue('weather_conditions', fields.weather_conditions, options);
    setValue('temperature', fields.temperature, options);
    setValue('wind_speed', fields.wind_speed, options);
    setValue('wind_direction', fields.wind_direction, options);
    setValue('weather', fields.weather, options);
  }, [outcome, place, settled, setValue]);

  const { errors } = form.formState;
  const sky = ready
    ? sunAndMoon(place, {
        timeZone,
        utcOffsetSeconds: outcome?.weather.utc_offset_seconds,
        providerSunrise: outcome?.weather.sunrise,
      })
    : null;

  return (
    <fieldset className="flex min-w-0 flex-col gap-4 border-t border-line pt-4">
      <legend className="sr-only">Weather</legend>
      {ready ? (
        <WeatherCard
          className="bg-raised shadow-none"
          weather={outcome ? cardWeatherOf(outcome.weather) : null}
          sky={sky}
          loading={weather.isFetching}
          error={outcome?.error}
          credit={outcome?.credit}
          emptyText="The weather appears here."
        />
      ) : (
        <p className="text-sm text-ink-faint">
          Set the place and date to fill in the weather, the hunting rating and legal shooting
          hours.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Conditions"
          optional
          autoComplete="off"
          error={errors.weather_conditions?.message}
          {...form.register('weather_conditions', { setValueAs: textOrNull })}
        />
        <Select
          label="Wind direction"
          optional
          placeholder="—"
          options={WIND_DIRECTION_OPTIONS}
          error={errors.wind_direction?.message}
          {...form.register('wind_direction', { setValueAs: textOrNull })}
        />
        <TextField
          label="Temperature (°F)"
          optional
          type="number"
          inputMode="decimal"
          step="any"
          error={errors.temperature?.message}
          {...form.register('temperature', { setValueAs: numberOrNull })}
        />
        <TextField
          label="Wind speed (mph)"
          optional
          type="number"
          inputMode="decimal"
          step="any"
          min={0}
          error={errors.wind_speed?.message}
          {...form.register('wind_speed', { setValueAs: numberOrNull })}
        />
      </div>
    </fieldset>
  );
}
