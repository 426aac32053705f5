/** Messages and limits of the web shell that every screen shares (seed 000 section 9, seed 001 sections 8-9). */

export const TOAST_TYPES = ['success', 'error', 'warning', 'info', 'loading'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** How long each kind of toast stays; 0 means it stays until dismissed or replaced. */
export const TOAST_DURATIONS_MS: Record<ToastType, number> = {
  success: 4000,
  error: 8000,
  warning: 6000,
  info: 5000,
  loading: 0,
};
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_MAX_VISIBLE = 5;
export const TOAST_EXIT_ANIMATION_MS = 300;

export const TRY_AGAIN_LABEL = 'Try Again';
/** What a section shows while its data loads (seed 001: hunt photos show 'Loading...'). */
export const LOADING_LABEL = 'Loading...';

/** The fallback box shown when a lazily loaded screen fails to load. */
export const LAZY_LOAD_MESSAGES = {
  title: 'Component Loading Failed',
  body: 'Failed to load component',
} as const;

export const SIGN_IN_PATH = '/auth/signin';

/** Search inputs wait this long after the last keystroke before asking (seed 000 section 9). */
export const SEARCH_DEBOUNCE_MS = 300;
