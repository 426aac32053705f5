import type { Hunt } from '@marshlog/domain';
import { Card } from '../../ui';
import { BagLimitsPanel } from './BagLimitsPanel';
import { OutsideHoursNotice } from './OutsideHoursNotice';
import { PossessionPanel } from './PossessionPanel';

/**
 * A hunter's view of a saved hunt against their limits, and what they still have in possession:
 * only the birds credited to them count (`shooter`: null for the owner, or their party member id).
 */
export function HuntLimits({ hunt, shooter = null }: { hunt: Hunt; shooter?: number | null }) {
  const credited = hunt.birds.filter((bird) => bird.shooter === shooter);
  const birds = credited.map(({ species, gender }) => ({ species, gender }));
  return (
    <Card className="flex flex-col gap-4">
      <OutsideHoursNotice
        date={hunt.date_of_hunt}
        latitude={hunt.latitude}
        longitude={hunt.longitude}
        birds={credited}
      />
      <BagLimitsPanel date={hunt.date_of_hunt} birds={birds} excludeHuntId={hunt.id} />
      <PossessionPanel date={hunt.date_of_hunt} huntId={hunt.id} />
    </Card>
  );
}
