import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH } from '@marshlog/domain';
import { applyServerErrors, useSignUp } from '../../api';
import { TextField } from '../../ui';
import { AuthFormScreen } from './AuthFormScreen';
import { EmailField, HunterNameFields } from './HunterFields';
import { signUpResolver } from './schemas';
import { useNextPath } from './use-next-path';

export default function SignUpPage() {
  const next = useNextPath();
  const signUp = useSignUp();
  const form = useForm({
    resolver: signUpResolver,
    defaultValues: { name: '', username: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signUp.mutate(values, {
      onError: (error) =>
        applyServerErrors(error, form.setError, ['name', 'username', 'email', 'password']),
    }),
  );

  return (
    <AuthFormScreen
      title="Create your account"
      subtitle="Log hunts, keep your spots private, share with the friends you choose."
      next={next}
      switchPrompt="Already have an account?"
      switchTo="/auth/signin"
      switchLabel="Sign in"
      formError={errors.root?.server?.message}
      onSubmit={onSubmit}
      pending={signUp.isPending}
      submitLabel="Create account"
      pendingLabel="Creating account..."
    >
      <HunterNameFields
        name={{ error: errors.name?.message, ...form.register('name') }}
        username={{ error: errors.username?.message, ...form.register('username') }}
      />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        {...form.register('password')}
      />
    </AuthFormScreen>
  );
}
