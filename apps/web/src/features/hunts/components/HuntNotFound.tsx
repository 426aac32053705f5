import { ItemNotFound } from '../../../app/ItemNotFound';

/** An unknown hunt, or one the viewer may not see: the server answers both with 404. */
export function HuntNotFound() {
  return (
    <ItemNotFound
      icon="missing-item"
      title="Hunt not found"
      visitorDescription="This hunt does not exist, or it is not public. Sign in to see hunts shared with you."
      hunterDescription="This hunt does not exist, was deleted, or is not shared with you."
      listPath="/hunts"
      listLabel="Back to hunts"
    />
  );
}
