import { ANALYTICS_TEXTS, type HarvestSeason } from '@marshlog/domain';

/** One season's hunts, birds, share of hunts with birds and birds per hunt. */
export function HarvestSummary({ season }: { season: HarvestSeason }) {
  const figures: [string, string][] = [
    [ANALYTICS_TEXTS.seasonHunts, String(season.hunts)],
    [ANALYTICS_TEXTS.seasonBirds, String(season.birds)],
    [ANALYTICS_TEXTS.successRate, `${season.success_rate_percent}%`],
    [ANALYTICS_TEXTS.birdsPerHunt, String(season.birds_per_hunt)],
  ];
  return (
    <dl data-testid="harvest-summary" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm text-ink-muted">{label}</dt>
          <dd className="text-xl font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
