import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { OUTBOX_MESSAGES } from '@marshlog/domain';
import { Card, PageHeader } from '../../ui';
import { useWaitingKey, WaitingForm } from '../offline/WaitingForm';
import { NewLocationForm } from './components/NewLocationForm';
import { WaitingLocationForm } from './components/WaitingLocationForm';
import { emptyLocationForm } from './location-form-schema';

/**
 * /locations/create: a new location, with "Use my location" and up to 10 photos (seed 001, Create
 * New Location); `?latitude=&longitude=` fills the coordinates (e.g. from the map), and
 * `?waiting=<key>` opens a location still waiting on the device with its captured values.
 */
export default function LocationCreatePage() {
  const waitingKey = useWaitingKey();
  if (waitingKey === undefined) return <NewLocationPage />;
  return (
    <div className="mx-auto max-w-2xl">
      <WaitingForm kind="location" waitingKey={waitingKey}>
        {(item) => (
          <>
            <PageHeader title={item.title} description={OUTBOX_MESSAGES.queuedBody} />
            <Card>
              <WaitingLocationForm waiting={item} />
            </Card>
          </>
        )}
      </WaitingForm>
    </div>
  );
}

function NewLocationPage() {
  const [params] = useSearchParams();
  const [defaultValues] = useState(() => emptyLocationForm(params));
  const navigate = useNavigate();

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="New location"
        description="Save a place you hunt. Only you see it until you choose otherwise."
      />
      <Card>
        <NewLocationForm
          defaultValues={defaultValues}
          onCreated={(location) => void navigate(`/locations/${location.id}`)}
          onQueued={() => void navigate('/locations')}
          onCancel={() => void navigate('/locations')}
        />
      </Card>
    </div>
  );
}
