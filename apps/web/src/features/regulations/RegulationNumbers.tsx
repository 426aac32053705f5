import { BAG_GROUP_LABELS, type RegulationSet } from '@marshlog/domain';
import { formatLongHuntDate } from '../hunts/format';
import { sourceText } from './source-text';

/** The numbers that apply, each with where it comes from. */
export function RegulationNumbers({ set }: { set: RegulationSet }) {
  const rows = [
    {
      id: 'ducks_bag',
      label: 'Ducks a day',
      value: set.duck_bag.daily,
      source: set.duck_bag.source ?? set.source,
    },
    ...(set.goose_bag
      ? [
          {
            id: 'geese_bag',
            label: 'Geese a day',
            value: set.goose_bag.daily,
            source: set.goose_bag.source ?? set.source,
          },
        ]
      : []),
    ...set.limits.map((limit) => ({
      id: limit.id,
      label: limit.label,
      value: limit.daily,
      source: limit.source ?? set.source,
    })),
    {
      id: 'possession',
      label: 'Possession (times the daily bag)',
      value: set.possession.multiple_of_daily,
      source: set.possession.source ?? set.source,
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <table className="w-full text-left text-sm" data-testid="regulation-numbers">
        <caption className="sr-only">Your limits and their sources</caption>
        <thead className="text-ink-faint">
          <tr>
            <th scope="col" className="py-1 font-medium">
              Limit
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Number
            </th>
            <th scope="col" className="hidden py-1 pl-3 font-medium sm:table-cell">
              Source
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="py-1.5 font-normal text-ink">
                {row.label}
                <span className="block text-xs text-ink-faint sm:hidden">
                  {sourceText(row.source)}
                </span>
              </th>
              <td className="py-1.5 text-right font-semibold text-ink tabular-nums">{row.value}</td>
              <td className="hidden py-1.5 pl-3 text-xs text-ink-faint sm:table-cell">
                {sourceText(row.source)}
                {row.source.section ? ` · ${row.source.section}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm text-ink-muted">
        Shooting hours: {set.shooting_hours.before_sunrise_minutes} minutes before sunrise to{' '}
        {set.shooting_hours.after_sunset_minutes > 0
          ? `${set.shooting_hours.after_sunset_minutes} minutes after `
          : ''}
        sunset.
      </p>
      {set.seasons.length > 0 ? (
        <ul className="text-sm text-ink-muted">
          {set.seasons.map((season) => (
            <li key={`${season.group}-${season.opens}`}>
              {season.label ?? BAG_GROUP_LABELS[season.group]}: {formatLongHuntDate(season.opens)}{' '}
              to {formatLongHuntDate(season.closes)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
