import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useSearchParams } from 'react-router';
import { loginSchema } from '@marshlog/domain';
import { applyServerErrors, useSession, useSignIn } from '../../api';
import { Button, LoadingState, TextField } from '../../ui';
import { AuthCard, FormError } from './AuthCard';
import { ProviderButtons } from './ProviderButtons';
import { useNextPath, withNext } from './use-next-path';

export default function SignInPage() {
  const session = useSession();
  const next = useNextPath();
  const signIn = useSignIn();
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const [params] = useSearchParams();
  // A failed provider sign-in comes back here with the server's message.
  const providerError = params.get('error') ?? undefined;

  if (session.status === 'authenticated') return <Navigate to={next} replace />;
  if (session.status === 'loading') return <LoadingState />;

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onError: (error) => applyServerErrors(error, form.setError, ['email', 'password']),
    }),
  );

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Your logbook is waiting."
      footer={
        <>
          New to Marshlog?{' '}
          <Link
            to={withNext('/auth/signup', next)}
            className="font-semibold text-accent-strong hover:underline"
          >
            Create an account
          </Link>
        </>
      }
    >
      <ProviderButtons next={next} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormError
          message={
            errors.root?.server?.message ?? (form.formState.isSubmitted ? undefined : providerError)
          }
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button
          type="submit"
          size="lg"
          loading={signIn.isPending}
          loadingText="Signing in..."
          className="mt-2"
        >
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}
