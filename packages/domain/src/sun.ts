/**
 * Sunrise and sunset computed locally with NOAA's solar position algorithm (the equations of
 * the NOAA Solar Calculator, after Meeus' Astronomical Algorithms); no network, no zod.
 * Times are UTC instants: the screen formats them in the place's own clock time.
 */
import { SHOOTING_HOURS_BEFORE_SUNRISE_MINUTES } from './weather-constants.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** The Sun's centre 0.833° below the horizon: its radius plus average refraction. */
const SUNRISE_ZENITH_DEG = 90.833;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radiansValue: number) => (radiansValue * 180) / Math.PI;

/** Julian centuries since J2000.0 for an instant. */
function julianCentury(instantMs: number): number {
  const julianDay = instantMs / DAY_MS + 2440587.5;
  return (julianDay - 2451545) / 36525;
}

interface SolarPosition {
  /** Declination, degrees. */
  declination: number;
  /** Equation of time, minutes. */
  equationOfTime: number;
}

/** The Sun's declination and the equation of time at an instant (NOAA spreadsheet columns G-V). */
export function solarPosition(instantMs: number): SolarPosition {
  const t = julianCentury(instantMs);
  const meanLongitude = (280.46646 + t * (36000.76983 + t * 0.0003032)) % 360;
  const meanAnomaly = 357.52911 + t * (35999.05029 - 0.0001537 * t);
  const eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
  const m = radians(meanAnomaly);
  const equationOfCentre =
    Math.sin(m) * (1.914602 - t * (0.004817 + 0.000014 * t)) +
    Math.sin(2 * m) * (0.019993 - 0.000101 * t) +
    Math.sin(3 * m) * 0.000289;
  const trueLongitude = meanLongitude + equationOfCentre;
  const omega = radians(125.04 - 1934.136 * t);
  const apparentLongitude = trueLongitude - 0.00569 - 0.00478 * Math.sin(omega);
  const meanObliquity =
    23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60;
  const obliquity = meanObliquity + 0.00256 * Math.cos(omega);
  const declination = degrees(
    Math.asin(Math.sin(radians(obliquity)) * Math.sin(radians(apparentLongitude))),
  );
  const y = Math.tan(radians(obliquity / 2)) ** 2;
  const l0 = radians(meanLongitude);
  const equationOfTime =
    4 *
    degrees(
      y * Math.sin(2 * l0) -
        2 * eccentricity * Math.sin(m) +
        4 * eccentricity * y * Math.sin(m) * Math.cos(2 * l0) -
        0.5 * y * y * Math.sin(4 * l0) -
        1.25 * eccentricity * eccentricity * Math.sin(2 * m),
    );
  return { declination, equationOfTime };
}

/** Midnight UTC of a YYYY-MM-DD calendar day, in ms; NaN for anything else. */
function dayStartUtc(isoDate: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? Date.parse(`${isoDate}T00:00:00Z`) : Number.NaN;
}

/** Solar noon of the place's calendar day: 12:00 local mean time, shifted by the equation of time. */
function solarNoonMs(dayStart: number, longitude: number): number {
  let noon = dayStart + (720 - 4 * longitude) * MINUTE_MS;
  for (let pass = 0; pass < 2; pass += 1) {
    noon = dayStart + (720 - 4 * longitude - solarPosition(noon).equationOfTime) * MINUTE_MS;
  }
  return noon;
}

/** The hour angle of sunrise, degrees; null when the Sun stays up (or down) all day. */
function sunriseHourAngle(latitude: number, declination: number): number | null {
  const cosine =
    Math.cos(radians(SUNRISE_ZENITH_DEG)) /
      (Math.cos(radians(latitude)) * Math.cos(radians(declination))) -
    Math.tan(radians(latitude)) * Math.tan(radians(declination));
  if (cosine < -1 || cosine > 1) return null;
  return degrees(Math.acos(cosine));
}

/** One event (rise -1, set +1), refined twice at its own instant for the Sun's motion that day. */
function solarEvent(
  noon: number,
  dayStart: number,
  latitude: number,
  longitude: number,
  side: -1 | 1,
) {
  let instant = noon;
  for (let pass = 0; pass < 3; pass += 1) {
    const { declination, equationOfTime } = solarPosition(instant);
    const hourAngle = sunriseHourAngle(latitude, declination);
    if (hourAngle === null) return null;
    const minutes = 720 - 4 * (longitude - side * hourAngle) - equationOfTime;
    instant = dayStart + minutes * MINUTE_MS;
  }
  return new Date(Math.round(instant / 1000) * 1000);
}

export interface SunTimes {
  /** Null on a day the Sun does not rise or set (polar day or night). */
  sunrise: Date | null;
  sunset: Date | null;
  solarNoon: Date;
}

/**
 * Sunrise, solar noon and sunset of a calendar day at a place, as UTC instants. The day is the
 * place's own, taken as the one whose solar noon falls on that date at its longitude.
 */
export function sunTimes(isoDate: string, latitude: number, longitude: number): SunTimes | null {
  const dayStart = dayStartUtc(isoDate);
  if (Number.isNaN(dayStart) || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
    return null;
  }
  const noon = solarNoonMs(dayStart, longitude);
  return {
    sunrise: solarEvent(noon, dayStart, latitude, longitude, -1),
    sunset: solarEvent(noon, dayStart, latitude, longitude, 1),
    solarNoon: new Date(Math.round(noon / 1000) * 1000),
  };
}

export interface ShootingHours {
  start: Date;
  end: Date;
}

/** Legal shooting hours: one half hour before sunrise to sunset; null without both. */
export function shootingHours(sun: SunTimes | null): ShootingHours | null {
  if (!sun?.sunrise || !sun.sunset) return null;
  return {
    start: new Date(sun.sunrise.getTime() - SHOOTING_HOURS_BEFORE_SUNRISE_MINUTES * MINUTE_MS),
    end: sun.sunset,
  };
}
