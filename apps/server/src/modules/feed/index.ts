/** The feed module offers the activity writers other modules call, and its feed and reactions. */
export {
  huntPrivacyBefore,
  recordFriendAdded,
  recordHuntActivity,
  recordLocationActivity,
  recordProfileUpdated,
  recordReportActivity,
} from './record.js';
export { announceMembersLeft, recordPartyJoined } from './party-activity.js';
export { listFeed } from './service.js';
export { commentOnActivity, reactToActivity } from './social.js';
