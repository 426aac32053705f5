import { Icon, NotFoundState } from '../../../ui';

/** An unknown hunt, or one the viewer may not see: the server answers both with 404. */
export function HuntNotFound() {
  return (
    <NotFoundState
      icon={<Icon name="missing-item" />}
      title="Hunt not found"
      description="This hunt does not exist, was deleted, or is not shared with you."
      backTo="/hunts"
      backLabel="Back to hunts"
    />
  );
}
