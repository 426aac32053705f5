/** The analytics module offers the hunter's local clock and the own-activity totals it counts. */
export { localClock, type LocalClock } from './local-time.js';
export { countOwnActivities, ownActivityTotals } from './own-activity.js';
