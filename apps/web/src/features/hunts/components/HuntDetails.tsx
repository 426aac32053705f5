import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Hunt } from '@marshlog/domain';
import { useSession } from '../../../api';
import {
  Button,
  PageHeader,
  PermissionBadges,
  UNCOMMENTED_ITEM_ABILITIES,
  lazyDialog,
} from '../../../ui';
import { SignInCallout } from '../../auth/SignInCallout';
import { PhotoSection } from '../../photos';
import { HuntWeatherCard } from '../../weather/HuntWeatherCard';
import { LazyHuntLimits } from '../../regulations/lazy';
import { huntKeys } from '../api';
import { useParty } from '../../parties/api';
import { formatLongHuntDate, formatPlace, huntTitle } from '../format';
import { BackLink } from '../../../ui/BackLink';
import { DeleteHuntButton } from './DeleteHuntButton';
import { HuntBirds } from './HuntBirds';
import { HuntFacts } from './HuntFacts';
import { HuntOwner } from './HuntOwner';

/** Loads, with its form, the first time it opens. */
const EditHuntDialog = lazyDialog(
  () => import('./EditHuntDialog').then((module) => module.EditHuntDialog),
  ({ open }) => open,
);

/** The party card and its editor load with the hunt's party, not with the hunt screen. */
const PartyCard = lazy(() =>
  import('../../parties/PartyCard').then((module) => ({ default: module.PartyCard })),
);

/**
 * One hunt: what was taken, where and when, whose it is, its photos, and what the viewer may do.
 * A signed-out visitor (of a public hunt) reads it all, changes nothing, and is invited to sign in.
 */
export function HuntDetails({ hunt }: { hunt: Hunt }) {
  const [editing, setEditing] = useState(false);
  const visitor = useSession().status === 'unauthenticated';
  const queryClient = useQueryClient();
  const party = useParty(hunt.id).data;
  // A hunter's own bag on this hunt: the owner's birds, or an accepted member's credited ones.
  const bagShooter = hunt.is_owner
    ? null
    : party?.viewer_status === 'accepted'
      ? party.viewer_member
      : undefined;
  const actions =
    hunt.can_edit || hunt.is_owner ? (
      <>
        {hunt.can_edit ? (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null}
        {hunt.is_owner ? <DeleteHuntButton hunt={hunt} /> : null}
      </>
    ) : undefined;

  return (
    <div>
      {visitor ? (
        <BackLink to="/">Marshlog home</BackLink>
      ) : (
        <BackLink to="/hunts">All hunts</BackLink>
      )}
      <PageHeader
        title={huntTitle(hunt)}
        description={
          hunt.location ? (
            <>
              {formatLongHuntDate(hunt.date_of_hunt)} ·{' '}
              <Link
                to={`/locations/${hunt.location.id}`}
                className="font-medium text-accent-strong underline-offset-2 hover:underline"
              >
                See this spot
              </Link>
            </>
          ) : (
            <span className="tabular-nums">{formatPlace(hunt.latitude, hunt.longitude)}</span>
          )
        }
        actions={actions}
      />
      {visitor ? null : (
        <div className="-mt-2 mb-6">
          <PermissionBadges item={hunt} abilities={UNCOMMENTED_ITEM_ABILITIES} />
        </div>
      )}
      {/* One column on a phone (harvest, details, photos); side by side from lg up. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
          <HuntBirds hunt={hunt} party={party} />
          {bagShooter !== undefined ? <LazyHuntLimits hunt={hunt} shooter={bagShooter} /> : null}
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {party ? (
            <Suspense fallback={null}>
              <PartyCard huntId={hunt.id} party={party} />
            </Suspense>
          ) : null}
          <HuntFacts hunt={hunt} />
          <HuntWeatherCard hunt={hunt} />
          <HuntOwner owner={hunt.user} />
        </div>
        {/* Photos: mounted from the photos feature, which owns upload, gallery and permissions. */}
        <div className="min-w-0 lg:col-start-1 lg:row-start-2" data-slot="hunt-photos">
          <PhotoSection
            contentType="hunt"
            objectId={hunt.id}
            canUpload={hunt.can_upload_photos}
            canEdit={hunt.can_edit}
            onPhotosChanged={() =>
              void queryClient.invalidateQueries({ queryKey: huntKeys.detail(hunt.id) })
            }
          />
        </div>
      </div>
      {visitor ? (
        <div className="mt-6">
          <SignInCallout
            title="Sign in to save your own hunts"
            description="Marshlog is a logbook for duck and goose hunters: log every hunt and bird, and keep it private or share it with friends."
          />
        </div>
      ) : null}
      {hunt.can_edit ? (
        <EditHuntDialog hunt={hunt} open={editing} onOpenChange={setEditing} />
      ) : null}
    </div>
  );
}
