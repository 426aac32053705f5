/**
 * What the installed app says about itself and the network (issue 31): the manifest's name and
 * colours, the update prompt, the offline banner and the storage notice. One place, so the build's
 * manifest and the screens say the same.
 */
export const APP_MANIFEST = {
  name: 'Marshlog',
  shortName: 'Marshlog',
  description:
    'The logbook for duck and goose hunters: hunts, birds, spots and reports, even with no signal.',
  /** The header and canvas colour: the bar of an installed app matches the app. */
  themeColor: '#0f1a17',
  backgroundColor: '#0f1a17',
  startUrl: '/hunts',
} as const;

export const OFFLINE_MESSAGES = {
  updateReady: 'A new version of Marshlog is ready.',
  updateNow: 'Update now',
  updateLater: 'Later',
  offlineReady: 'Marshlog is ready to work offline.',
  offlineBanner:
    'You are offline: you can read what this device saved, and new hunts, spots and reports wait here until the network returns.',
  storageRefused:
    'Your browser did not grant persistent storage: it may clear offline data when space runs low.',
  dismiss: 'Dismiss',
} as const;

/** The offline banner's second line: how old the answers on screen are ("2h ago"). */
export const offlineAnswersAge = (age: string) => `What you see was last updated ${age}.`;

/** The outbox of creates made with no network (issue 31): never pretending they reached the server. */
export const OUTBOX_MESSAGES = {
  waiting: 'Waiting to sync',
  sending: 'Syncing...',
  refused: 'Not saved',
  refusedTitle: 'Not saved: the server refused it',
  syncNow: 'Sync now',
  tryAgain: 'Try again',
  discard: 'Discard',
  listTitle: 'On this device, not yet on the server',
  queuedTitle: 'Saved on this device',
  queuedBody: 'It will sync when the network returns.',
} as const;

/** A waiting item's page and actions (kept apart: only those lazily loaded screens need them). */
export const WAITING_ITEM_MESSAGES = {
  edit: 'Edit',
  discardTitle: 'Discard this from the device?',
  discardBody: 'It has not reached the server and will be lost.',
  keep: 'Keep it',
  editsWaiting: 'Your changes are saved on this device and shown here.',
  captured: 'What was captured',
  notFound: 'This item is no longer waiting on this device.',
  openList: 'Back to the list',
} as const;

/** "Changes to Flooded rice": what the outbox shows of a queued edit. */
export const outboxEditTitle = (itemName: string) => `Changes to ${itemName}`;

/** "1 item waiting to sync", "3 items waiting to sync". */
export const outboxCount = (count: number) =>
  `${count} ${count === 1 ? 'item' : 'items'} waiting to sync`;

/** "Uploading photo 1 of 2 (45%)". */
export const outboxPhotoProgress = (photo: number, total: number, percent: number) =>
  `Uploading photo ${photo} of ${total} (${Math.round(percent)}%)`;

/** A bird added to or removed from a hunt already on the server, while it waits on the device. */
export const WAITING_BIRD_MESSAGES = {
  added: 'Added on this device',
  removed: 'Removed on this device',
} as const;

/** "Mallard (drake) × 2 added to Cattail slough": what the outbox lists of a bird added offline. */
export const outboxBirdAddedTitle = (bird: string, hunt: string) => `${bird} added to ${hunt}`;

/** "Mallard (drake) removed from Cattail slough": a bird removal waiting on the device. */
export const outboxBirdRemovedTitle = (bird: string, hunt: string) =>
  `${bird} removed from ${hunt}`;

/** Signing out with items of the hunter's that never reached the server (they would be lost). */
export const SIGN_OUT_MESSAGES = {
  unsyncedTitle: 'Sign out and lose what has not synced?',
  signOutAnyway: 'Delete and sign out',
  stay: 'Stay signed in',
} as const;

/** "2 items made on this device have not reached the server: …". */
export function unsyncedSignOutMessage(titles: readonly string[]): string {
  const one = titles.length === 1;
  return (
    `${titles.length} ${one ? 'item' : 'items'} made on this device ${one ? 'has' : 'have'} not ` +
    `reached the server: ${titles.join('; ')}. Signing out deletes ${one ? 'it' : 'them'} from ` +
    `this device. Stay signed in to sync ${one ? 'it' : 'them'} when the network returns.`
  );
}
