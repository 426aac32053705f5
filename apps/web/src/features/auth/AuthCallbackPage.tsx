import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SIGN_IN_PATH } from '@marshlog/domain';
import {
  errorMessage,
  tokenStore,
  useCompleteProviderSignIn,
  type SessionIdentity,
} from '../../api';
import { takeNextForProvider } from '../../api/next-path';
import { buttonClasses, LoadingState } from '../../ui';
import { AuthCard, FormError } from './AuthCard';

const NO_IDENTITY = 'The sign-in did not say who you are. Please try again.';

/** The server puts the provider identity in the fragment, which never reaches a server log. */
function identityFromFragment(hash: string): SessionIdentity | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const email = params.get('email');
  if (!email) return null;
  return {
    email,
    name: params.get('name') ?? undefined,
    provider: params.get('provider') ?? undefined,
  };
}

/** Where a provider sign-in lands: trade the new refresh cookie for a token, then carry on. */
export default function AuthCallbackPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const complete = useCompleteProviderSignIn();
  const identity = identityFromFragment(location.hash) ?? tokenStore.identity;
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !identity) return;
    started.current = true;
    complete.mutate(identity, {
      onSuccess: () => navigate(takeNextForProvider(), { replace: true }),
    });
  }, [complete, identity, navigate]);

  const failure = !identity ? NO_IDENTITY : complete.isError ? errorMessage(complete.error) : null;
  if (!failure) return <LoadingState text="Finishing sign-in..." />;
  return (
    <AuthCard title="Sign-in incomplete">
      <FormError message={failure} />
      <Link to={SIGN_IN_PATH} className={buttonClasses('primary', 'lg')}>
        Back to sign in
      </Link>
    </AuthCard>
  );
}
