import { ButtonLink, EmptyState } from '../../../ui';
import { PinIcon } from './PinIcon';

/** A location that does not exist, or that the viewer may not see: the server answers 404 for both. */
export function LocationNotFound() {
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 className="sr-only">Location not found</h1>
      <EmptyState
        icon={<PinIcon />}
        title="Location not found"
        description="This location does not exist, or it has not been shared with you."
        action={<ButtonLink to="/locations">Back to locations</ButtonLink>}
      />
    </div>
  );
}
