export * from './privacy-constants.js';
export * from './privacy.js';
export * from './audience.js';
export * from './permissions.js';
export * from './input-constants.js';
export * from './input.js';
export * from './pagination.js';
export * from './errors.js';
export * from './users.js';
export * from './user-answers.js';
export * from './auth-constants.js';
export * from './auth.js';
export * from './auth-answers.js';
export * from './account-constants.js';
export * from './account.js';
export * from './data-export-constants.js';
export * from './data-export.js';
export * from './data-import-constants.js';
export * from './data-import.js';
export * from './shell.js';
export * from './location-constants.js';
export * from './locations.js';
export * from './photo-constants.js';
export * from './photos.js';
export * from './photo-answers.js';
export * from './coordinate-constants.js';
export * from './coordinates.js';
export * from './species-constants.js';
export * from './species.js';
export * from './bird-constants.js';
export * from './birds.js';
export * from './hunt-constants.js';
export * from './hunts.js';
export {
  birdSchema,
  huntWeatherSchema,
  huntPlaceSchema,
  huntSchema,
  type Bird,
  type Hunt,
  type HuntPlace,
  type HuntWeather,
} from './hunt-answers.js';
export * from './party-constants.js';
export * from './party-shooter-constants.js';
export * from './party.js';
export * from './hunt-day.js';
export * from './friendships.js';
export * from './sharing-policy-constants.js';
export * from './sharing-policies.js';
export * from './report-constants.js';
export * from './reports.js';
export * from './report-comments.js';
export * from './chat-constants.js';
export * from './unread-constants.js';
export * from './chat.js';
export type * from './chat-socket.js';
export * from './map-constants.js';
export * from './map-geometry.js';
export * from './map-clusters.js';
export * from './map-rate-limit.js';
export * from './time-range.js';
export * from './map-config.js';
export * from './map-places.js';
export * from './weather-constants.js';
export * from './weather-display.js';
export * from './weather-rating.js';
export * from './weather.js';
export * from './sun.js';
export * from './sun-clock.js';
export * from './moon.js';
export * from './feed-constants.js';
export * from './feed.js';
export * from './analytics-constants.js';
export * from './analytics.js';
export * from './layer-constants.js';
export * from './layers.js';
export * from './layer-overlays.js';
export * from './quick-birds.js';
export * from './offline-constants.js';
export * from './offline-areas.js';
export * from './regulations/index.js';
export * from './season/index.js';
