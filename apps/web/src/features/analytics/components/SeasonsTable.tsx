import { ANALYTICS_TEXTS, type HarvestSeason } from '@marshlog/domain';

/** Every season side by side, the way a paper journal's season pages compare. */
export function SeasonsTable({ seasons }: { seasons: readonly HarvestSeason[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{ANALYTICS_TEXTS.harvest}</caption>
        <thead className="text-ink-muted">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {ANALYTICS_TEXTS.season}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {ANALYTICS_TEXTS.seasonHunts}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {ANALYTICS_TEXTS.seasonBirds}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {ANALYTICS_TEXTS.successRate}
            </th>
            <th scope="col" className="py-2 font-medium">
              {ANALYTICS_TEXTS.birdsPerHunt}
            </th>
          </tr>
        </thead>
        <tbody>
          {seasons.map((season) => (
            <tr key={season.season} className="border-t border-line text-ink">
              <th scope="row" className="py-2 pr-3 font-medium whitespace-nowrap">
                {season.season}
              </th>
              <td className="py-2 pr-3">{season.hunts}</td>
              <td className="py-2 pr-3">{season.birds}</td>
              <td className="py-2 pr-3">{season.success_rate_percent}%</td>
              <td className="py-2">{season.birds_per_hunt}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
