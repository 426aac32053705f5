export * from './constants.js';
export * from './bands.js';
export * from './window.js';
export * from './summary-schema.js';
export * from './summary.js';
export * from './summary-tables.js';
