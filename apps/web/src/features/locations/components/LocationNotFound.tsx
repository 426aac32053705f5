import { Icon, NotFoundState } from '../../../ui';

/** A location that does not exist, or that the viewer may not see: the server answers 404 for both. */
export function LocationNotFound() {
  return (
    <NotFoundState
      icon={<Icon name="locations" />}
      title="Location not found"
      description="This location does not exist, or it has not been shared with you."
      backTo="/locations"
      backLabel="Back to locations"
    />
  );
}
