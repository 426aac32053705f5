import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate } from 'react-router';
import { PASSWORD_MIN_LENGTH, registerSchema } from '@marshlog/domain';
import { applyServerErrors, useSession, useSignUp } from '../../api';
import { Button, LoadingState, TextField } from '../../ui';
import { AuthCard, FormError } from './AuthCard';
import { ProviderButtons } from './ProviderButtons';
import { useNextPath, withNext } from './use-next-path';

export default function SignUpPage() {
  const session = useSession();
  const next = useNextPath();
  const signUp = useSignUp();
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', username: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  if (session.status === 'authenticated') return <Navigate to={next} replace />;
  if (session.status === 'loading') return <LoadingState />;

  const onSubmit = form.handleSubmit((values) =>
    signUp.mutate(values, {
      onError: (error) =>
        applyServerErrors(error, form.setError, ['name', 'username', 'email', 'password']),
    }),
  );

  return (
    <AuthCard
      title="Create your account"
      subtitle="Log hunts, keep your spots private, share with the friends you choose."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to={withNext('/auth/signin', next)}
            className="font-semibold text-accent-strong hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      <ProviderButtons next={next} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormError message={errors.root?.server?.message} />
        <TextField
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint="Friends find you by it. Letters, numbers, dots, dashes and underscores."
          error={errors.username?.message}
          {...form.register('username')}
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
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Button
          type="submit"
          size="lg"
          loading={signUp.isPending}
          loadingText="Creating account..."
          className="mt-2"
        >
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}
