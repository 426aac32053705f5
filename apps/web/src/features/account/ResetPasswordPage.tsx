import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES, ACCOUNT_TEXT, SIGN_IN_PATH } from '@marshlog/domain';
import { applyServerErrors } from '../../api';
import { Button, TextField } from '../../ui';
import { AuthCard, FormError } from '../auth/AuthCard';
import { useConfirmPasswordReset } from './api';
import { resetConfirmResolver } from './schemas';

const FORGOT_PATH = '/auth/forgot-password';

/** The mailed link's screen: a new password for the account the token belongs to. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmPasswordReset();
  const form = useForm({
    resolver: resetConfirmResolver,
    defaultValues: { token, new_password: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    confirm.mutate(values, {
      onError: (error) => applyServerErrors(error, form.setError, ['new_password']),
    }),
  );
  const linkProblem =
    errors.token?.message ?? (token ? undefined : ACCOUNT_MESSAGES.resetLinkInvalid);
  return (
    <AuthCard
      title={ACCOUNT_TEXT.resetTitle}
      footer={
        <Link to={SIGN_IN_PATH} className="font-semibold text-accent-strong hover:underline">
          {ACCOUNT_TEXT.backToSignIn}
        </Link>
      }
    >
      {confirm.isSuccess ? (
        <p role="status" className="rounded-lg border border-line bg-raised px-3 py-2.5 text-ink">
          {confirm.data.detail}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormError message={errors.root?.server?.message ?? linkProblem} />
          {linkProblem ? (
            <Link to={FORGOT_PATH} className="font-semibold text-accent-strong hover:underline">
              {ACCOUNT_TEXT.forgotTitle}
            </Link>
          ) : null}
          <input type="hidden" {...form.register('token')} />
          <TextField
            label={ACCOUNT_TEXT.newPassword}
            type="password"
            autoComplete="new-password"
            error={errors.new_password?.message}
            {...form.register('new_password')}
          />
          <Button
            type="submit"
            loading={confirm.isPending}
            loadingText="Saving..."
            disabled={!token}
          >
            {ACCOUNT_TEXT.resetButton}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
