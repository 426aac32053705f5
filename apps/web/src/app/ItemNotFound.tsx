import { useSession } from '../api';
import { Icon, NotFoundState, type IconName } from '../ui';
import { useVisitorLinks } from '../features/auth/visitor-links';

export interface ItemNotFoundProps {
  icon: IconName;
  title: string;
  /** For a signed-out visitor: the item may exist but not be public. */
  visitorDescription: string;
  /** For a signed-in hunter: it may exist but not be shared with them. */
  hunterDescription: string;
  listPath: string;
  listLabel: string;
}

/**
 * An item the server answered 404 for: unknown, or not visible to this viewer, which the page
 * must not tell apart. A visitor is offered sign-in, a hunter the way back to the list.
 */
export function ItemNotFound(props: ItemNotFoundProps) {
  const visitor = useSession().status === 'unauthenticated';
  const links = useVisitorLinks();
  return (
    <NotFoundState
      icon={<Icon name={props.icon} />}
      title={props.title}
      description={visitor ? props.visitorDescription : props.hunterDescription}
      backTo={visitor ? links.signIn : props.listPath}
      backLabel={visitor ? 'Sign in' : props.listLabel}
    />
  );
}
