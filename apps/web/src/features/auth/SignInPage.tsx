import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_TEXT } from '@marshlog/domain';
import { applyServerErrors, useSignIn } from '../../api';
import { TextField } from '../../ui';
import { AuthFormScreen } from './AuthFormScreen';
import { EmailField } from './HunterFields';
import { signInResolver } from './schemas';
import { useNextPath } from './use-next-path';

export default function SignInPage() {
  const next = useNextPath();
  const signIn = useSignIn();
  const form = useForm({
    resolver: signInResolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  const [params] = useSearchParams();
  // A failed provider sign-in comes back here with the server's message.
  const providerError = params.get('error') ?? undefined;

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onError: (error) => applyServerErrors(error, form.setError, ['email', 'password']),
    }),
  );

  return (
    <AuthFormScreen
      title="Sign in"
      subtitle="Welcome back. Your logbook is waiting."
      next={next}
      switchPrompt="New to Marshlog?"
      switchTo="/auth/signup"
      switchLabel="Create an account"
      formError={
        errors.root?.server?.message ?? (form.formState.isSubmitted ? undefined : providerError)
      }
      onSubmit={onSubmit}
      pending={signIn.isPending}
      submitLabel="Sign in"
      pendingLabel="Signing in..."
    >
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Link
        to="/auth/forgot-password"
        className="-mt-2 self-end text-sm font-semibold text-accent-strong hover:underline"
      >
        {ACCOUNT_TEXT.forgotPassword}
      </Link>
    </AuthFormScreen>
  );
}
