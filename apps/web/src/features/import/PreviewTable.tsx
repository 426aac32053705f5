import {
  IMPORT_SKIP_LABELS,
  IMPORT_TEXT,
  type ImportCandidate,
  type ImportSkipped,
} from '@marshlog/domain';
import { Badge } from '../../ui';

/** Rows drawn at once; a file of thousands of waypoints says how many more there are. */
export const PREVIEW_ROWS = 200;

const coordinates = (candidate: ImportCandidate) =>
  `${candidate.latitude.toFixed(6)}, ${candidate.longitude.toFixed(6)}`;

function More({ total }: { total: number }) {
  if (total <= PREVIEW_ROWS) return null;
  return <p className="mt-2 text-sm text-ink-muted">and {total - PREVIEW_ROWS} more</p>;
}

/** The waypoints that can be imported, each with a checkbox; already saved ones are flagged and left out. */
export function CandidateTable({
  candidates,
  chosen,
  onToggle,
}: {
  candidates: ImportCandidate[];
  chosen: ReadonlySet<number>;
  onToggle: (index: number) => void;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-medium text-ink">
          {IMPORT_TEXT.candidates} ({candidates.length})
        </caption>
        <thead className="text-ink-muted">
          <tr>
            <th scope="col" className="w-10 py-1 pr-2">
              <span className="sr-only">Import</span>
            </th>
            <th scope="col" className="py-1 pr-2">
              Name
            </th>
            <th scope="col" className="py-1 pr-2">
              Position
            </th>
            <th scope="col" className="hidden py-1 sm:table-cell">
              Notes
            </th>
          </tr>
        </thead>
        <tbody>
          {candidates.slice(0, PREVIEW_ROWS).map((candidate) => {
            const saved = candidate.duplicate_of !== null;
            return (
              <tr key={candidate.index} className="border-t border-line align-top">
                <td className="py-2 pr-2">
                  <input
                    type="checkbox"
                    className="size-5"
                    aria-label={`Import ${candidate.name}`}
                    checked={!saved && chosen.has(candidate.index)}
                    disabled={saved}
                    onChange={() => onToggle(candidate.index)}
                  />
                </td>
                <td className="py-2 pr-2 break-words text-ink">
                  {candidate.name}
                  {saved ? (
                    <Badge tone="warning" className="ml-2">
                      {IMPORT_TEXT.duplicate}
                    </Badge>
                  ) : null}
                </td>
                <td className="py-2 pr-2 whitespace-nowrap text-ink-muted tabular-nums">
                  {coordinates(candidate)}
                </td>
                <td className="hidden max-w-xs truncate py-2 text-ink-muted sm:table-cell">
                  {candidate.notes}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <More total={candidates.length} />
    </div>
  );
}

/** What the file holds that cannot become a location, and why. */
export function SkippedList({ skipped }: { skipped: ImportSkipped[] }) {
  if (skipped.length === 0) return null;
  return (
    <section aria-label={IMPORT_TEXT.skipped} className="mt-4">
      <h3 className="mb-2 font-medium text-ink">
        {IMPORT_TEXT.skipped} ({skipped.length})
      </h3>
      <ul className="flex flex-col gap-1 text-sm">
        {skipped.slice(0, PREVIEW_ROWS).map((item) => (
          <li key={item.index} className="flex flex-wrap gap-x-2">
            <span className="text-ink">{item.name ?? `Feature ${item.index + 1}`}</span>
            <span className="text-ink-muted">{IMPORT_SKIP_LABELS[item.reason]}</span>
          </li>
        ))}
      </ul>
      <More total={skipped.length} />
    </section>
  );
}
