/** The weather feature: cards to mount on hunts, reports and map popups, and the weather hook. */
export { WeatherCard, type WeatherCardProps } from './WeatherCard';
export { CompactWeatherCard, type CompactWeatherCardProps } from './CompactWeatherCard';
export { PlaceWeatherCard, type PlaceWeatherCardProps } from './PlaceWeatherCard';
export { HuntWeatherCard } from './HuntWeatherCard';
export { HuntWeatherSection } from './HuntWeatherSection';
export { useWeather, fetchWeather, weatherKeys } from './api';
export {
  cardWeatherOf,
  cardWeatherOfHunt,
  sunAndMoon,
  type CardWeather,
  type SunAndMoon,
} from './weather-view';
