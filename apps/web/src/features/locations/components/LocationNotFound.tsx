import { useSession } from '../../../api';
import { Icon, NotFoundState } from '../../../ui';
import { useVisitorLinks } from '../../auth/visitor-links';

/** A location that does not exist, or that the viewer may not see: the server answers 404 for both. */
export function LocationNotFound() {
  const visitor = useSession().status === 'unauthenticated';
  const links = useVisitorLinks();
  if (visitor) {
    return (
      <NotFoundState
        icon={<Icon name="locations" />}
        title="Location not found"
        description="This location does not exist, or it is not public. Sign in to see locations shared with you."
        backTo={links.signIn}
        backLabel="Sign in"
      />
    );
  }
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
