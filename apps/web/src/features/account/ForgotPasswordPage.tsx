import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ACCOUNT_TEXT, SIGN_IN_PATH } from '@marshlog/domain';
import { applyServerErrors } from '../../api';
import { Button } from '../../ui';
import { AuthCard, FormError } from '../auth/AuthCard';
import { EmailField } from '../auth/HunterFields';
import { useRequestPasswordReset } from './api';
import { resetRequestResolver } from './schemas';

const backLink = (
  <Link to={SIGN_IN_PATH} className="font-semibold text-accent-strong hover:underline">
    {ACCOUNT_TEXT.backToSignIn}
  </Link>
);

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const form = useForm({ resolver: resetRequestResolver, defaultValues: { email: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onError: (error) => applyServerErrors(error, form.setError, ['email']),
    }),
  );
  return (
    <AuthCard
      title={ACCOUNT_TEXT.forgotTitle}
      subtitle={ACCOUNT_TEXT.forgotIntro}
      footer={backLink}
    >
      {request.isSuccess ? (
        <p role="status" className="rounded-lg border border-line bg-raised px-3 py-2.5 text-ink">
          {request.data.detail}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormError message={errors.root?.server?.message} />
          <EmailField error={errors.email?.message} {...form.register('email')} />
          <Button type="submit" loading={request.isPending} loadingText="Sending...">
            {ACCOUNT_TEXT.sendResetLink}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
