export * from './constants.js';
export * from './states.js';
export * from './format.js';
export * from './2026-27.js';
export * from './bag.js';
export * from './hunter.js';
export * from './api.js';
export * from './legal-clock.js';
