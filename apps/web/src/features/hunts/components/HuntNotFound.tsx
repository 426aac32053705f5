import { useSession } from '../../../api';
import { Icon, NotFoundState } from '../../../ui';
import { useVisitorLinks } from '../../auth/visitor-links';

/** An unknown hunt, or one the viewer may not see: the server answers both with 404. */
export function HuntNotFound() {
  const visitor = useSession().status === 'unauthenticated';
  const links = useVisitorLinks();
  if (visitor) {
    return (
      <NotFoundState
        icon={<Icon name="missing-item" />}
        title="Hunt not found"
        description="This hunt does not exist, or it is not public. Sign in to see hunts shared with you."
        backTo={links.signIn}
        backLabel="Sign in"
      />
    );
  }
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
