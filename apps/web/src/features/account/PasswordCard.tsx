import { useForm } from 'react-hook-form';
import { ACCOUNT_MESSAGES, ACCOUNT_TEXT } from '@marshlog/domain';
import { applyServerErrors } from '../../api';
import { Button, Card, TextField, useToast } from '../../ui';
import { FormError } from '../auth/AuthCard';
import { useChangePassword } from './api';
import { passwordChangeResolver } from './schemas';

/** Current and new password; the other sessions end, this one stays signed in. */
export function PasswordCard() {
  const change = useChangePassword();
  const toast = useToast();
  const form = useForm({
    resolver: passwordChangeResolver,
    defaultValues: { current_password: '', new_password: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast.success(ACCOUNT_MESSAGES.passwordChanged);
      },
      onError: (error) =>
        applyServerErrors(error, form.setError, ['current_password', 'new_password']),
    }),
  );
  return (
    <Card role="region" aria-labelledby="password-title">
      <h2 id="password-title" className="mb-4 text-lg font-semibold text-ink">
        {ACCOUNT_TEXT.passwordTitle}
      </h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormError message={errors.root?.server?.message} />
        <TextField
          label={ACCOUNT_TEXT.currentPassword}
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <TextField
          label={ACCOUNT_TEXT.newPassword}
          type="password"
          autoComplete="new-password"
          error={errors.new_password?.message}
          {...form.register('new_password')}
        />
        <div>
          <Button type="submit" loading={change.isPending} loadingText="Saving...">
            {ACCOUNT_TEXT.changePassword}
          </Button>
        </div>
      </form>
    </Card>
  );
}
