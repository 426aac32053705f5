import type { Photo } from '@marshlog/domain';
import { ConfirmDialog } from '../../../ui';

/** "Delete photo?" for one photo; open while `photo` is set. */
export function DeletePhotoDialog({
  photo,
  pending,
  onCancel,
  onConfirm,
}: {
  photo: Photo | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (photo: Photo) => void;
}) {
  return (
    <ConfirmDialog
      open={photo !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title="Delete photo?"
      message={photo ? `${photo.filename} will be removed for good.` : ''}
      confirmLabel="Delete"
      destructive
      pending={pending}
      onConfirm={() => photo && onConfirm(photo)}
    />
  );
}
