import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_PHOTO_CAPTION_LENGTH, updatePhotoSchema, type Photo } from '@marshlog/domain';
import { applyServerErrors } from '../../../api';
import { Button, Modal, TextArea, useToast } from '../../../ui';
import { FormError } from '../../auth/AuthCard';
import { useUpdatePhoto } from '../api';

const captionFormSchema = updatePhotoSchema.pick({ caption: true }).required();

/** Changes one photo's caption (at most 200 characters). */
export function EditCaptionModal({ photo, onClose }: { photo: Photo | null; onClose: () => void }) {
  return (
    <Modal
      open={photo !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Edit caption"
    >
      {photo ? <CaptionForm key={photo.id} photo={photo} onDone={onClose} /> : null}
    </Modal>
  );
}

function CaptionForm({ photo, onDone }: { photo: Photo; onDone: () => void }) {
  const update = useUpdatePhoto();
  const toast = useToast();
  const form = useForm({
    resolver: zodResolver(captionFormSchema),
    defaultValues: { caption: photo.caption },
  });
  const caption = useWatch({ control: form.control, name: 'caption' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { id: photo.id, changes: values },
      {
        onSuccess: () => {
          toast.success('Caption saved');
          onDone();
        },
        onError: (error) => applyServerErrors(error, form.setError, ['caption']),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormError message={errors.root?.server?.message} />
      <TextArea
        label="Caption"
        rows={3}
        maxLength={MAX_PHOTO_CAPTION_LENGTH}
        counter={{ count: caption.length, max: MAX_PHOTO_CAPTION_LENGTH }}
        hint={photo.filename}
        error={errors.caption?.message}
        {...form.register('caption')}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending} loadingText="Saving...">
          Save caption
        </Button>
      </div>
    </form>
  );
}
