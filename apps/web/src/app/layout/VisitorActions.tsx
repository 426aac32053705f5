import { useVisitorLinks } from '../../features/auth/visitor-links';
import { ButtonLink } from '../../ui';

/** Small on a phone, the header's usual size from sm up. */
const wider = 'whitespace-nowrap sm:min-h-11 sm:px-4 sm:text-base';

/** The header's account actions for a signed-out visitor, both coming back to this page. */
export function VisitorActions() {
  const links = useVisitorLinks();
  return (
    <div className="flex items-center gap-2" data-testid="visitor-actions">
      <ButtonLink to={links.signIn} variant="ghost" size="sm" className={wider}>
        Sign in
      </ButtonLink>
      <ButtonLink to={links.signUp} size="sm" className={wider}>
        Create account
      </ButtonLink>
    </div>
  );
}
