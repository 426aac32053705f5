import { useForm } from 'react-hook-form';
import type { User } from '@marshlog/domain';
import { applyServerErrors } from '../../api';
import { Button, useToast } from '../../ui';
import { FormError } from '../auth/AuthCard';
import { HunterNameFields } from '../auth/HunterFields';
import { profileResolver } from '../auth/schemas';
import { useUpdateMyProfile } from './queries';

/** Edits the hunter's name and username; the server's answers (e.g. a taken username) land on the fields. */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateMyProfile();
  const toast = useToast();
  const form = useForm({
    resolver: profileResolver,
    values: { name: user.name, username: user.username },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () =>
        toast.success('Profile updated', { description: 'Your name and username are saved.' }),
      onError: (error) => applyServerErrors(error, form.setError, ['name', 'username']),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormError message={errors.root?.server?.message} />
      <HunterNameFields
        name={{ error: errors.name?.message, ...form.register('name') }}
        username={{ error: errors.username?.message, ...form.register('username') }}
      />
      <div className="flex flex-wrap gap-3 pt-1">
        <Button
          type="submit"
          loading={update.isPending}
          loadingText="Saving..."
          disabled={!isDirty}
        >
          Save changes
        </Button>
        <Button
          variant="ghost"
          onClick={() => form.reset()}
          disabled={!isDirty || update.isPending}
        >
          Discard
        </Button>
      </div>
    </form>
  );
}
