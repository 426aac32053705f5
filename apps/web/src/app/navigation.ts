import type { NavIconName } from './layout/NavIcon';

export interface NavItem {
  /** Where it goes; also marks the item current on this path and below. */
  to: string;
  label: string;
  icon: NavIconName;
  /** A count shown beside it while something there waits for the hunter (layout/NavCountBadge). */
  badge?: NavBadge;
}

/** The counts the navigation can show. */
export type NavBadge = 'friendRequests' | 'messages';

/**
 * The screens in the header (and the phone menu), in order. List only screens that exist:
 * add a line here when a feature adds its route in routes.tsx.
 */
export const navigation: NavItem[] = [
  { to: '/map', label: 'Map', icon: 'map' },
  { to: '/feed', label: 'Feed', icon: 'feed' },
  { to: '/hunts', label: 'Hunts', icon: 'hunts' },
  { to: '/locations', label: 'Locations', icon: 'locations' },
  { to: '/reports', label: 'Reports', icon: 'reports' },
  { to: '/gallery', label: 'Gallery', icon: 'gallery' },
  { to: '/friends', label: 'Friends', icon: 'friends', badge: 'friendRequests' },
  { to: '/messages', label: 'Messages', icon: 'chat', badge: 'messages' },
  { to: '/profile', label: 'Profile', icon: 'profile' },
];
