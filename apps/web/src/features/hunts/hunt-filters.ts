import {
  DEFAULT_HUNT_ORDERING,
  HUNT_ORDERINGS,
  HUNT_SCOPES,
  PRIVACY_LEVELS,
  isSpecies,
  type HuntOrdering,
  type HuntScope,
  type PrivacyLevel,
  type Species,
} from '@marshlog/domain';
import { oneOf } from '../../lib/one-of';

/** The list's filters, as they live in the address bar (so a filtered list can be reloaded or shared). */
export interface HuntFilters {
  /** Whose hunts: the hunter's own unless the address asks for friends' or all. */
  scope: HuntScope;
  start_date?: string;
  end_date?: string;
  privacy_level?: PrivacyLevel;
  species?: Species;
  search?: string;
  ordering: HuntOrdering;
  page: number;
}

/** A hunts screen opens on the hunter's own logbook; the other scopes are one tap away. */
export const DEFAULT_HUNT_SCOPE: HuntScope = 'mine';

export const DEFAULT_HUNT_FILTERS: HuntFilters = {
  scope: DEFAULT_HUNT_SCOPE,
  ordering: DEFAULT_HUNT_ORDERING,
  page: 1,
};

export const HUNT_SCOPE_LABELS: Record<HuntScope, string> = {
  all: 'All',
  mine: 'Mine',
  friends: 'Friends',
};

export const HUNT_ORDERING_LABELS: Record<HuntOrdering, string> = {
  '-date_of_hunt': 'Newest hunt first',
  date_of_hunt: 'Oldest hunt first',
  '-total_birds': 'Most birds first',
  total_birds: 'Fewest birds first',
  '-created_at': 'Recently logged first',
  created_at: 'First logged first',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `?scope=all|friends`; mine (the default) and junk read as the hunter's own. */
function scopeFrom(value: string | null): HuntScope {
  return oneOf(HUNT_SCOPES, value) ?? DEFAULT_HUNT_SCOPE;
}

/** Reads the filters from `?scope=&start_date=&end_date=&privacy_level=&species=&search=&ordering=&page=`; junk is ignored. */
export function filtersFromSearch(params: URLSearchParams): HuntFilters {
  const date = (key: string) => {
    const value = params.get(key);
    return value && ISO_DATE.test(value) ? value : undefined;
  };
  const species = params.get('species');
  const page = Number(params.get('page'));
  return {
    scope: scopeFrom(params.get('scope')),
    start_date: date('start_date'),
    end_date: date('end_date'),
    privacy_level: oneOf(PRIVACY_LEVELS, params.get('privacy_level')),
    species: species && isSpecies(species) ? species : undefined,
    search: params.get('search')?.trim() || undefined,
    ordering: oneOf(HUNT_ORDERINGS, params.get('ordering')) ?? DEFAULT_HUNT_ORDERING,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address-bar form of the filters, leaving out what is at its default. */
export function searchFromFilters(filters: HuntFilters): URLSearchParams {
  const params = new URLSearchParams();
  const entries: [string, string | undefined][] = [
    ['scope', filters.scope === DEFAULT_HUNT_SCOPE ? undefined : filters.scope],
    ['start_date', filters.start_date],
    ['end_date', filters.end_date],
    ['privacy_level', filters.privacy_level],
    ['species', filters.species],
    ['search', filters.search],
    ['ordering', filters.ordering === DEFAULT_HUNT_ORDERING ? undefined : filters.ordering],
    ['page', filters.page > 1 ? String(filters.page) : undefined],
  ];
  for (const [key, value] of entries) if (value) params.set(key, value);
  return params;
}

/** Whether any filter narrows the list (scope, ordering and page do not: the scope has its own control). */
export function isFiltered(filters: HuntFilters): boolean {
  return Boolean(
    filters.start_date ||
    filters.end_date ||
    filters.privacy_level ||
    filters.species ||
    filters.search,
  );
}

/** The server refuses a range whose start is after its end; the list waits for a valid one. */
export function hasValidDateRange(filters: Pick<HuntFilters, 'start_date' | 'end_date'>): boolean {
  return !filters.start_date || !filters.end_date || filters.start_date <= filters.end_date;
}
