import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { locationDisplayName } from '@marshlog/domain';
import { applyServerErrors } from '../../api';
import { ButtonLink, Card, PageHeader, useToast } from '../../ui';
import { useCreateLocation } from './api';
import { LocationForm } from './components/LocationForm';
import { emptyLocationForm, LOCATION_FORM_FIELDS } from './location-form-schema';

/** /locations/create: a new location; `?latitude=&longitude=` fills the coordinates (e.g. from the map). */
export default function LocationCreatePage() {
  const [params] = useSearchParams();
  const [defaultValues] = useState(() => emptyLocationForm(params));
  const create = useCreateLocation();
  const navigate = useNavigate();
  const toast = useToast();

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="New location"
        description="Save a place you hunt. Only you see it until you choose otherwise."
      />
      <Card>
        <LocationForm
          defaultValues={defaultValues}
          submitLabel="Create"
          submittingLabel="Creating..."
          pending={create.isPending}
          secondaryActions={
            <ButtonLink to="/locations" variant="ghost">
              Cancel
            </ButtonLink>
          }
          onSubmit={(values, setError) =>
            create.mutate(values, {
              onSuccess: (location) => {
                toast.success('Location created', {
                  description: `${locationDisplayName(location.name)} is saved.`,
                });
                navigate(`/locations/${location.id}`);
              },
              onError: (error) => applyServerErrors(error, setError, LOCATION_FORM_FIELDS),
            })
          }
        />
      </Card>
    </div>
  );
}
