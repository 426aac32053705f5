import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { errorWeather, type ProviderWeather } from '@marshlog/domain';
import { CompactWeatherCard } from './CompactWeatherCard';
import { HuntWeatherCard } from './HuntWeatherCard';
import { WeatherCard } from './WeatherCard';
import { cardWeatherOf, sunAndMoon } from './weather-view';

const place = { latitude: 39.3173, longitude: -121.7955, date: '2024-11-16' };
const day: ProviderWeather = {
  temp: 34.6,
  tempmax: 44.1,
  tempmin: 28.4,
  humidity: 80.2,
  windspeed: 4.6,
  winddir: 312,
  conditions: 'Overcast',
  sunrise: '06:52',
  sunset: '16:51',
  visibility: null,
  pressure: null,
  utc_offset_seconds: -28800,
  provider: 'open-meteo',
};
const sky = sunAndMoon(place, { utcOffsetSeconds: -28800 });

describe('weather card, full form', () => {
  it('shows the day in °F, mph and compass point, visibility 10 and pressure 30 where none was given', () => {
    render(
      <WeatherCard
        weather={cardWeatherOf(day)}
        sky={sky}
        credit="Weather data by Open-Meteo.com"
      />,
    );
    const card = screen.getByRole('region', { name: 'Weather' });
    expect(within(card).getByTestId('weather-conditions')).toHaveTextContent('Overcast');
    expect(within(card).getByTestId('weather-temperature')).toHaveTextContent('35 °F');
    expect(card).toHaveTextContent('High 44° · Low 28°');
    expect(card).toHaveTextContent('Humidity80%');
    expect(card).toHaveTextContent('Wind5 mph NW');
    expect(card).toHaveTextContent('Visibility10 mi');
    expect(card).toHaveTextContent('Pressure30.00 inHg');
    expect(card).toHaveTextContent('Weather data by Open-Meteo.com');
  });

  it('rates the conditions and lists the hints', () => {
    render(<WeatherCard weather={cardWeatherOf(day)} sky={sky} />);
    // Wind 5 mph (3) + visibility 10 (3) + 35 °F (3) = 9.
    expect(screen.getByTestId('weather-rating')).toHaveTextContent('Excellent');
    const hints = within(screen.getByRole('list', { name: 'Hunting insights' }));
    expect(hints.getAllByRole('listitem').map((hint) => hint.textContent)).toEqual([
      'Light wind: good for calling',
      'Visibility excellent',
    ]);
  });

  it('shows sunrise, sunset, moon and legal shooting hours on the place clock, with the note', () => {
    render(<WeatherCard weather={cardWeatherOf(day)} sky={sky} />);
    const card = screen.getByRole('region', { name: 'Weather' });
    // NOAA: Sacramento valley, 16 Nov 2024: sunrise 6:51 AM, sunset 4:53 PM PST.
    expect(card).toHaveTextContent(/Sunrise6:5\d AM/);
    expect(card).toHaveTextContent(/Sunset4:5\d PM/);
    expect(card).toHaveTextContent('MoonFull Moon');
    expect(card).toHaveTextContent('Legal shooting hours (UTC-8)');
    expect(screen.getByTestId('shooting-hours')).toHaveTextContent(/^6:2\d AM – 4:5\d PM$/);
    expect(card).toHaveTextContent("Always check your state's regulations");
  });

  it('on an error shows conditions "Error" and the message, and no credit', () => {
    render(
      <WeatherCard
        weather={cardWeatherOf(errorWeather())}
        sky={sky}
        error="Weather service timeout - will retry in background"
        credit="Weather data by Open-Meteo.com"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'ErrorWeather service timeout - will retry in background',
    );
    expect(screen.queryByTestId('weather-rating')).toBeNull();
    expect(screen.queryByText('Weather data by Open-Meteo.com')).toBeNull();
    // The sky needs no network: it still shows.
    expect(screen.getByTestId('shooting-hours')).toBeInTheDocument();
  });

  it('says when it is loading', () => {
    render(<WeatherCard weather={null} sky={sky} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Fetching the weather...');
  });
});

describe('weather card, compact form', () => {
  it('sums up the day, its rating and shooting hours', () => {
    render(<CompactWeatherCard weather={cardWeatherOf(day)} sky={sky} />);
    const card = screen.getByRole('group', { name: 'Weather' });
    expect(card).toHaveTextContent('Overcast · 35 °F · 5 mph NW');
    expect(card).toHaveTextContent('Excellent');
    expect(card).toHaveTextContent(/Shooting hours 6:2\d AM – 4:5\d PM \(UTC-8\)/);
  });

  it('shows "Error" and the message', () => {
    render(
      <CompactWeatherCard weather={null} sky={sky} error="No weather data received from the API" />,
    );
    expect(screen.getByTestId('weather-conditions')).toHaveTextContent('Error');
    expect(screen.getByText('No weather data received from the API')).toBeInTheDocument();
  });
});

describe("a saved hunt's weather card", () => {
  const hunt = {
    date_of_hunt: '2024-11-16',
    latitude: 39.3173,
    longitude: -121.7955,
    weather_conditions: 'Light rain',
    temperature: 50,
    wind_speed: 18,
    wind_direction: 'SSW',
    weather: { humidity: 92, barometric_pressure: 29.71, moon_phase: null, sunrise: '06:52' },
  };

  it('shows the recorded fields, rated, with the sky for its place and day', async () => {
    render(<HuntWeatherCard hunt={hunt} />);
    const card = screen.getByRole('region', { name: 'Weather' });
    expect(card).toHaveTextContent('Light rain');
    expect(card).toHaveTextContent('Wind18 mph SSW');
    expect(card).toHaveTextContent('Pressure29.71 inHg');
    // Wind 18 (0) + visibility 10 (3) + 50 °F (2) = 5.
    expect(screen.getByTestId('weather-rating')).toHaveTextContent('Good');
    expect(card).toHaveTextContent('Strong wind');
    // The place's clock: first derived from the recorded sunrise, then named by its time zone.
    expect(card).toHaveTextContent('Legal shooting hours (UTC-8)');
    await waitFor(() => expect(card).toHaveTextContent('Legal shooting hours (PST)'));
  });

  it('without recorded weather shows the sky on the place’s own clock, named', async () => {
    render(
      <HuntWeatherCard
        hunt={{
          ...hunt,
          weather_conditions: null,
          temperature: null,
          wind_speed: null,
          wind_direction: null,
          weather: null,
        }}
      />,
    );
    expect(screen.getByText('No weather recorded.')).toBeInTheDocument();
    // Never the device's clock: the sky reads as the marsh does, by its zone.
    expect(screen.queryByText('Legal shooting hours (your time)')).toBeNull();
    expect(await screen.findByText('Legal shooting hours (PST)')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Weather' });
    expect(card).toHaveTextContent(/Sunrise6:5\d AM PST/);
    expect(card).toHaveTextContent(/Sunset4:5\d PM PST/);
    expect(screen.getByTestId('shooting-hours')).toHaveTextContent(/^6:2\d AM – 4:5\d PM$/);
  });

  it('falls back to this device’s clock, said so, only when no place clock is known', () => {
    const sky = sunAndMoon(place, {});
    expect(sky?.zone).toBe('your time');
    expect(sunAndMoon(place, { timeZone: 'Marsh/Nowhere' })?.zone).toBe('your time');
    expect(sunAndMoon(place, { timeZone: 'America/Los_Angeles' })).toMatchObject({
      zone: 'PST',
      moon: 'Full Moon',
    });
  });
});
