import { HUNT_LIMITS, compassPoint, moonPhase, type ProviderWeather } from '@marshlog/domain';

/** The hunt's weather fields (seed 001 section 3), as the weather of its place and day fills them. */
export interface HuntWeatherFields {
  weather_conditions: string | null;
  temperature: number | null;
  wind_speed: number | null;
  wind_direction: string | null;
  weather: {
    humidity: number | null;
    barometric_pressure: number | null;
    moon_phase: string | null;
    sunrise: string | null;
    sunset: string | null;
  };
}

const whole = (value: number | null) => (value === null ? null : Math.round(value));

export function huntWeatherFields(
  weather: ProviderWeather,
  place: { date: string; longitude: number },
): HuntWeatherFields {
  return {
    weather_conditions: weather.conditions.slice(0, HUNT_LIMITS.weatherConditions),
    temperature: whole(weather.temp),
    wind_speed: whole(weather.windspeed),
    wind_direction: weather.winddir === null ? null : compassPoint(weather.winddir),
    weather: {
      humidity: whole(weather.humidity),
      barometric_pressure: weather.pressure === null ? null : Number(weather.pressure.toFixed(2)),
      moon_phase: moonPhase(place.date, place.longitude)?.name ?? null,
      sunrise: weather.sunrise,
      sunset: weather.sunset,
    },
  };
}
