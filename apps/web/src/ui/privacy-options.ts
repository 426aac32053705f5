import { PRIVACY_LABELS, PRIVACY_LEVELS } from '@marshlog/domain';

/** The privacy levels as choices for a select or a choice group, in the domain's order. */
export const PRIVACY_OPTIONS = PRIVACY_LEVELS.map((value) => ({
  value,
  label: PRIVACY_LABELS[value],
}));
