/** The hunting-conditions rating and insight hints of seed 000 section 9; no zod here. */
import {
  WEATHER_HINTS,
  type HuntingRatingLabel,
  type WeatherHintKey,
} from './weather-constants.js';

/** What the rating reads: wind in mph, visibility in miles, temperature in °F. */
export interface RatingInput {
  windSpeed: number;
  visibility: number;
  temperature: number;
}

export interface HuntingRating {
  points: number;
  label: HuntingRatingLabel;
}

/** Wind up to 5 mph 3, up to 10 mph 2, up to 15 mph 1, stronger 0. */
export function windPoints(mph: number): number {
  if (mph <= 5) return 3;
  if (mph <= 10) return 2;
  if (mph <= 15) return 1;
  return 0;
}

/** Visibility 8 or more 3, 5 or more 2, 3 or more 1, less 0. */
export function visibilityPoints(miles: number): number {
  if (miles >= 8) return 3;
  if (miles >= 5) return 2;
  if (miles >= 3) return 1;
  return 0;
}

/** 25-45 °F 3; 20-25 or 45-55 °F 2; 15-20 or 55-65 °F 1; colder or warmer 0 (edges to the better band). */
export function temperaturePoints(fahrenheit: number): number {
  if (fahrenheit >= 25 && fahrenheit <= 45) return 3;
  if (fahrenheit >= 20 && fahrenheit <= 55) return 2;
  if (fahrenheit >= 15 && fahrenheit <= 65) return 1;
  return 0;
}

/** 7 or more Excellent, 5 or more Good, 3 or more Fair, otherwise Poor. */
export function ratingLabel(points: number): HuntingRatingLabel {
  if (points >= 7) return 'Excellent';
  if (points >= 5) return 'Good';
  if (points >= 3) return 'Fair';
  return 'Poor';
}

export function huntingRating(input: RatingInput): HuntingRating {
  const points =
    windPoints(input.windSpeed) +
    visibilityPoints(input.visibility) +
    temperaturePoints(input.temperature);
  return { points, label: ratingLabel(points) };
}

export interface WeatherHint {
  key: WeatherHintKey;
  text: string;
}

/** The insight hints that apply, in the seed's order: wind, visibility, temperature. */
export function weatherHints(input: RatingInput): WeatherHint[] {
  const keys: WeatherHintKey[] = [];
  if (input.windSpeed <= 5) keys.push('calmWind');
  if (input.windSpeed > 15) keys.push('strongWind');
  if (input.visibility < 3) keys.push('limitedVisibility');
  if (input.visibility >= 8) keys.push('excellentVisibility');
  if (input.temperature < 32) keys.push('freezing');
  if (input.temperature > 60) keys.push('warm');
  return keys.map((key) => ({ key, text: WEATHER_HINTS[key] }));
}
