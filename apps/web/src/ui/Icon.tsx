import type { ReactNode } from 'react';

/** Marshlog's line icons, on a 24-unit grid; add one here if a screen needs it. */
const ICON_PATHS = {
  hunts: (
    <>
      <path d="M4 17c3-.5 4.5-3.5 8-3.5 2.4 0 3.2 1.6 5.6 1.6 1.6 0 2.4-.8 2.4-.8-.8 3.2-4 5.2-8 5.2s-6.4-1.6-8-2.5Z" />
      <circle cx="16.5" cy="9" r="2.4" />
      <path d="M18.9 9h2.1" />
    </>
  ),
  locations: (
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
      <circle cx="12" cy="10" r="2.3" />
    </>
  ),
  map: <path d="M9 4 3.5 6v14L9 18l6 2 5.5-2V4L15 6 9 4Zm0 0v14m6-12v14" />,
  reports: (
    <path d="M7 3.5h7l4 4v13H7a1.5 1.5 0 0 1-1.5-1.5V5A1.5 1.5 0 0 1 7 3.5Zm7 0v4h4M9 12h6m-6 3.5h6" />
  ),
  feed: <path d="M4 5h16M4 10h16M4 15h10M4 20h7" />,
  friends: (
    <>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3.5 19.5c.6-3.2 2.8-5 5.5-5s4.9 1.8 5.5 5" />
      <path d="M15.5 5.2a3.2 3.2 0 0 1 0 5.6M17 14.7c2 .6 3.2 2.3 3.5 4.8" />
    </>
  ),
  gallery: (
    <>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <circle cx="9" cy="10" r="1.8" />
      <path d="m4 17.5 5-4.5 4 3.5 3-2.5 4 3.5" />
    </>
  ),
  chat: (
    <path d="M5 5.5h14a1.5 1.5 0 0 1 1.5 1.5v8.5A1.5 1.5 0 0 1 19 17h-8l-4.5 3.5V17H5a1.5 1.5 0 0 1-1.5-1.5V7A1.5 1.5 0 0 1 5 5.5Z" />
  ),
  profile: (
    <>
      <circle cx="12" cy="8.5" r="3.8" />
      <path d="M4.5 20c.9-3.8 3.8-6 7.5-6s6.6 2.2 7.5 6" />
    </>
  ),
  /** Open water under an empty sky: a page that is not there. */
  'open-water': (
    <>
      <path d="M3 15c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 3 2M3 19c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 3 2" />
      <circle cx="12" cy="7" r="3" />
    </>
  ),
  /** A question over open water: an item that is missing or hidden. */
  'missing-item': (
    <>
      <path d="M3 16c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 3 2M3 20c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 3 2" />
      <path d="M9.5 6.5a2.5 2.5 0 1 1 3.4 2.3c-.6.3-.9.8-.9 1.4V11M12 13.2h.01" />
    </>
  ),
  crosshair: (
    <>
      <circle cx="12" cy="12" r="6.5" />
      <circle cx="12" cy="12" r="1.6" fill="currentColor" />
      <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3" />
    </>
  ),
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof ICON_PATHS;

/** A decorative line icon; size it with `className` (or the parent's `[&>svg]:size-*`). */
export function Icon({
  name,
  className,
  strokeWidth = 1.6,
}: {
  name: IconName;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {ICON_PATHS[name]}
    </svg>
  );
}
