import type { Hunt } from '@marshlog/domain';
import { Card } from '../../ui';
import { BagLimitsPanel } from './BagLimitsPanel';
import { OutsideHoursNotice } from './OutsideHoursNotice';
import { PossessionPanel } from './PossessionPanel';

/** The owner's view of a saved hunt against their limits, and what they still have in possession. */
export function HuntLimits({ hunt }: { hunt: Hunt }) {
  const birds = hunt.birds.map(({ species, gender }) => ({ species, gender }));
  return (
    <Card className="flex flex-col gap-4">
      <OutsideHoursNotice
        date={hunt.date_of_hunt}
        latitude={hunt.latitude}
        longitude={hunt.longitude}
        birds={hunt.birds}
      />
      <BagLimitsPanel date={hunt.date_of_hunt} birds={birds} excludeHuntId={hunt.id} />
      <PossessionPanel date={hunt.date_of_hunt} huntId={hunt.id} />
    </Card>
  );
}
