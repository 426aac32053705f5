import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ACCOUNT_TEXT } from '@marshlog/domain';
import { applyServerErrors } from '../../api';
import { Button, Card, Modal, TextField } from '../../ui';
import { FormError } from '../auth/AuthCard';
import { useDeleteAccount } from './api';
import { deletionResolver } from './schemas';

/** Where the archive export lives on the profile screen. */
export const EXPORT_ANCHOR = 'export';

/** Deleting the account: a warning, the offer to export first, and the password to confirm. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const form = useForm({ resolver: deletionResolver, defaultValues: { password: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    remove.mutate(values, {
      onError: (error) => applyServerErrors(error, form.setError, ['password']),
    }),
  );
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };
  return (
    <Card role="region" aria-labelledby="delete-title" className="border-danger/40">
      <h2 id="delete-title" className="mb-2 text-lg font-semibold text-ink">
        {ACCOUNT_TEXT.deleteTitle}
      </h2>
      <p className="mb-2 text-ink-muted">{ACCOUNT_TEXT.deleteWarning}</p>
      <p className="mb-4 text-ink-muted">
        {ACCOUNT_TEXT.deleteExportOffer}{' '}
        <Link to={`#${EXPORT_ANCHOR}`} className="font-semibold text-accent-strong hover:underline">
          {ACCOUNT_TEXT.deleteExportLink}
        </Link>
      </p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {ACCOUNT_TEXT.deleteButton}
      </Button>
      <Modal
        open={open}
        onOpenChange={close}
        title={ACCOUNT_TEXT.deleteTitle}
        description={ACCOUNT_TEXT.deleteWarning}
        preventClose={remove.isPending}
      >
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormError message={errors.root?.server?.message} />
          <TextField
            label={ACCOUNT_TEXT.deleteConfirmPassword}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="ghost" onClick={() => close(false)} disabled={remove.isPending}>
              {ACCOUNT_TEXT.cancel}
            </Button>
            <Button
              type="submit"
              variant="danger"
              loading={remove.isPending}
              loadingText="Deleting..."
            >
              {ACCOUNT_TEXT.deleteConfirm}
            </Button>
          </div>
        </form>
      </Modal>
    </Card>
  );
}
