import type {
  CommunityTrends,
  FriendComparisonResult,
  HarvestInsights,
  HarvestSeason,
  MyInsights,
} from '@marshlog/domain';

/** Test-only answers of the analytics routes, shaped as the API answers them. */
export const insightsFixture: MyInsights = {
  period: 'month',
  time_zone: 'UTC',
  total_activities: 14,
  this_week: 5,
  this_month: 10,
  weekly_change_percent: 100,
  activity_streak: 3,
  most_active_day_of_week: 'Saturday',
  privacy_breakdown: { private: 2, friends: 7, public: 5 },
  activity_breakdown: [
    { activity_type: 'hunt_created', count: 6 },
    { activity_type: 'bird_harvested', count: 4 },
  ],
};

export const emptyInsights: MyInsights = {
  ...insightsFixture,
  total_activities: 0,
  this_week: 0,
  this_month: 0,
  weekly_change_percent: 0,
  activity_streak: 0,
  most_active_day_of_week: null,
  privacy_breakdown: { private: 0, friends: 0, public: 0 },
  activity_breakdown: [],
};

export const comparisonFixture: FriendComparisonResult = {
  your_activity_count: 6,
  average_friend_activity: 4,
  friend_count: 3,
  period: 'month',
  comparison: 'above_average',
};

export const trendsFixture: CommunityTrends = {
  total_public_activities: 120,
  activities_this_week: 17,
  active_hunters_count: 9,
  most_popular_activity_types: [
    { activity_type: 'hunt_created', count: 50 },
    { activity_type: 'successful_hunt', count: 30 },
    { activity_type: 'location_created', count: 12 },
  ],
};

const bands = (names: string[]) =>
  names.map((band) => ({ band, hunts: 0, birds: 0, birds_per_hunt: 0 }));

const zeroSeason: HarvestSeason = {
  season: '2026-27',
  start_year: 2026,
  hunts: 0,
  hunts_with_birds: 0,
  success_rate_percent: 0,
  birds: 0,
  birds_per_hunt: 0,
  categories: [
    { category: 'dabblers', birds: 0 },
    { category: 'divers', birds: 0 },
    { category: 'geese', birds: 0 },
  ],
  species: [],
};

export const emptyHarvest: HarvestInsights = {
  current_season: '2026-27',
  seasons: [zeroSeason],
  over_time: [],
  productive_places: [],
  wind_bands: bands(['0-5 mph', '5-10 mph', '10-15 mph', '15+ mph']),
  temperature_bands: bands(['Below 25°F', '25-45°F', '45-55°F', '55-65°F', '65°F and up']),
};

export const harvestFixture: HarvestInsights = {
  ...emptyHarvest,
  seasons: [
    {
      season: '2026-27',
      start_year: 2026,
      hunts: 4,
      hunts_with_birds: 3,
      success_rate_percent: 75,
      birds: 9,
      birds_per_hunt: 2.25,
      categories: [
        { category: 'dabblers', birds: 6 },
        { category: 'divers', birds: 1 },
        { category: 'geese', birds: 2 },
      ],
      species: [
        { species: 'mallard', birds: 5 },
        { species: 'canada_goose', birds: 2 },
      ],
    },
    { ...zeroSeason, season: '2025-26', start_year: 2025, hunts: 2, birds: 1 },
  ],
  over_time: [
    { month: '2026-10', hunts: 2, birds: 5, birds_per_hunt: 2.5 },
    { month: '2026-11', hunts: 2, birds: 4, birds_per_hunt: 2 },
  ],
  productive_places: [
    { location_id: 8, name: 'North slough', hunts: 3, birds: 8, birds_per_hunt: 2.67 },
  ],
  wind_bands: [
    { band: '0-5 mph', hunts: 2, birds: 6, birds_per_hunt: 3 },
    ...bands(['5-10 mph', '10-15 mph', '15+ mph']),
  ],
};
