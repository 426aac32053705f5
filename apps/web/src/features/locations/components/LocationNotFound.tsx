import { ItemNotFound } from '../../../app/ItemNotFound';

/** A location that does not exist, or that the viewer may not see: the server answers 404 for both. */
export function LocationNotFound() {
  return (
    <ItemNotFound
      icon="locations"
      title="Location not found"
      visitorDescription="This location does not exist, or it is not public. Sign in to see locations shared with you."
      hunterDescription="This location does not exist, or it has not been shared with you."
      listPath="/locations"
      listLabel="Back to locations"
    />
  );
}
