import { startFakeWeatherProvider } from './weather-provider';

/** Local stand-ins for the outside services the server calls; stopped when the run ends. */
export default async function globalSetup() {
  const stopWeather = await startFakeWeatherProvider();
  return async () => {
    await stopWeather();
  };
}
