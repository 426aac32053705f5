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
    'You are offline: you can read what this device saved; saving changes needs the network.',
  storageRefused:
    'Your browser did not grant persistent storage: it may clear offline data when space runs low.',
  dismiss: 'Dismiss',
} as const;

/** The offline banner's second line: how old the answers on screen are ("2h ago"). */
export const offlineAnswersAge = (age: string) => `What you see was last updated ${age}.`;
