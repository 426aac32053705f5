export * from './privacy.js';
export * from './pagination.js';
export * from './errors.js';
export * from './users.js';
export * from './auth.js';
