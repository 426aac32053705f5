import type { ReactNode } from 'react';
import type { Hunt } from '@marshlog/domain';
import { Card, PrivacyBadge } from '../../../ui';
import { PlaceSection } from '../../map/place/PlaceSection';
import { formatLongHuntDate, formatPlace } from '../format';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-ink-faint">{term}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

/** Date, place, privacy and notes of a hunt; its weather has its own card (features/weather). */
export function HuntFacts({ hunt }: { hunt: Hunt }) {
  return (
    <Card className="flex flex-col gap-5">
      <section aria-labelledby="hunt-details-heading">
        <h2 id="hunt-details-heading" className="mb-3 text-lg font-semibold text-ink">
          Details
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact term="Date">{formatLongHuntDate(hunt.date_of_hunt)}</Fact>
          <Fact term="Coordinates">
            <span className="tabular-nums" data-testid="hunt-coordinates">
              {formatPlace(hunt.latitude, hunt.longitude)}
            </span>
          </Fact>
          <Fact term="Privacy">
            <PrivacyBadge level={hunt.privacy_level} />
          </Fact>
        </dl>
      </section>
      <PlaceSection point={hunt} kind="hunt" label="Map of the hunt's place" />
      <section aria-labelledby="hunt-notes-heading">
        <h3 id="hunt-notes-heading" className="mb-1 text-sm text-ink-faint">
          Notes
        </h3>
        {hunt.notes ? (
          <p className="break-words whitespace-pre-line text-ink" data-testid="hunt-notes">
            {hunt.notes}
          </p>
        ) : (
          <p className="text-ink-faint italic">No notes.</p>
        )}
      </section>
    </Card>
  );
}
