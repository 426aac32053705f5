import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { locationDisplayName, type Location } from '@marshlog/domain';
import { useSession } from '../../../api';
import {
  Badge,
  Button,
  Card,
  PermissionBadges,
  PrivacyBadge,
  UNCOMMENTED_ITEM_ABILITIES,
  cx,
  lazyDialog,
} from '../../../ui';
import { SignInCallout } from '../../auth/SignInCallout';
import { PhotoSection } from '../../photos';
import { locationKeys } from '../api';
import { PlaceSection } from '../../map/place/PlaceSection';
import { formatCoordinates, formatDate } from '../format';
import { BackLink } from '../../../ui/BackLink';
import { DeleteLocationButton } from './DeleteLocationButton';
import { LocationHunts } from './LocationHunts';
import { LocationOwner } from './LocationOwner';
import { LocationShares } from './LocationShares';

/** Loads, with its form, the first time it opens. */
const ShareLocationDialog = lazyDialog(
  () => import('./ShareLocationDialog').then((module) => module.ShareLocationDialog),
  ({ open }) => open,
);

/** Loads, with its form, the first time it opens. */
const EditLocationDialog = lazyDialog(
  () => import('./EditLocationDialog').then((module) => module.EditLocationDialog),
  ({ open }) => open,
);

function DetailBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-1.5">
      <h2 className="text-sm font-semibold tracking-wide text-ink-faint uppercase">{title}</h2>
      {children}
    </section>
  );
}

/**
 * Everything about one location the viewer may see, with the actions their permissions allow. A
 * signed-out visitor (of a public location) reads it, changes nothing, and is invited to sign in.
 */
export function LocationDetails({ location }: { location: Location }) {
  const [editing, setEditing] = useState(false);
  const visitor = useSession().status === 'unauthenticated';
  const [sharing, setSharing] = useState(false);
  const queryClient = useQueryClient();
  const name = locationDisplayName(location.name);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="-mb-6">
        {visitor ? (
          <BackLink to="/">Marshlog home</BackLink>
        ) : (
          <BackLink to="/locations">All locations</BackLink>
        )}
      </div>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">
            {name}
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{location.location_type_display}</Badge>
            <PrivacyBadge level={location.privacy_level} />
            {location.shared_with_me ? <Badge tone="info">Shared with you</Badge> : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          {location.can_share ? (
            <Button variant="secondary" onClick={() => setSharing(true)}>
              Share
            </Button>
          ) : null}
          {location.can_edit ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
          ) : null}
          {location.can_delete ? <DeleteLocationButton location={location} /> : null}
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <Card className="flex flex-col gap-5">
          <DetailBlock title="Notes">
            <p className="whitespace-pre-wrap break-words text-ink">
              {location.description || <Empty>No notes yet.</Empty>}
            </p>
          </DetailBlock>
          <DetailBlock title="Access notes">
            <p className="whitespace-pre-wrap break-words text-ink">
              {location.access_notes || <Empty>No access notes.</Empty>}
            </p>
          </DetailBlock>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Fact term="Coordinates" className="col-span-2 sm:col-span-1">
              <span className="tabular-nums" data-testid="location-coordinates">
                {formatCoordinates(location.latitude, location.longitude)}
              </span>
            </Fact>
            <Fact term="Added">{formatDate(location.date_added)}</Fact>
            <Fact term="Updated">{formatDate(location.updated_at)}</Fact>
          </dl>
          <PlaceSection point={location} kind="location" label="Map of the location" />
        </Card>

        <div className="flex flex-col gap-6">
          <Card className="flex flex-col gap-4">
            <DetailBlock title="Owner">
              <LocationOwner owner={location.user} />
            </DetailBlock>
            {visitor ? null : (
              <DetailBlock title="Your permissions">
                {location.is_owner || location.can_edit || location.can_upload_photos ? (
                  <PermissionBadges item={location} abilities={UNCOMMENTED_ITEM_ABILITIES} />
                ) : (
                  <p className="text-ink-muted">View only</p>
                )}
              </DetailBlock>
            )}
          </Card>
          {location.is_owner ? (
            <Card className="flex flex-col gap-3">
              <div className="flex items-center justify-between gap-3">
                <h2 className="text-lg font-semibold text-ink">Shared with</h2>
                <Button size="sm" variant="ghost" onClick={() => setSharing(true)}>
                  Add people
                </Button>
              </div>
              <LocationShares location={location} />
            </Card>
          ) : null}
        </div>
      </div>

      <LocationHunts location={location} canLog={!visitor} />

      <PhotoSection
        contentType="location"
        objectId={location.id}
        canUpload={location.can_upload_photos}
        canEdit={location.can_edit}
        onPhotosChanged={() => void queryClient.invalidateQueries({ queryKey: locationKeys.all })}
      />

      {visitor ? (
        <SignInCallout
          title="Sign in to save your own spots"
          description="Marshlog is a logbook for duck and goose hunters: keep your blinds, ponds and fields, and share them only with whom you choose."
        />
      ) : null}

      {location.can_edit ? (
        <EditLocationDialog location={location} open={editing} onOpenChange={setEditing} />
      ) : null}
      {location.can_share ? (
        <ShareLocationDialog location={location} open={sharing} onOpenChange={setSharing} />
      ) : null}
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <span className="text-ink-faint italic">{children}</span>;
}

function Fact({
  term,
  children,
  className,
}: {
  term: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cx('flex flex-col gap-0.5', className)}>
      <dt className="text-sm font-semibold tracking-wide text-ink-faint uppercase">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}
