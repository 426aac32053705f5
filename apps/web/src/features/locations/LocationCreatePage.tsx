import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Card, PageHeader } from '../../ui';
import { NewLocationForm } from './components/NewLocationForm';
import { emptyLocationForm } from './location-form-schema';

/**
 * /locations/create: a new location, with "Use my location" and up to 10 photos (seed 001, Create
 * New Location); `?latitude=&longitude=` fills the coordinates (e.g. from the map).
 */
export default function LocationCreatePage() {
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
