import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LngLatPoint } from '@marshlog/domain';
import { Modal } from '../../../ui';
import { NewLocationForm } from '../../locations/components/NewLocationForm';
import { emptyLocationForm } from '../../locations/location-form-schema';
import { mapKeys } from '../api';

/** The map click's point as the form's starting coordinates. */
function formAt(point: LngLatPoint) {
  return emptyLocationForm(
    new URLSearchParams({ latitude: String(point.latitude), longitude: String(point.longitude) }),
  );
}

/**
 * The Create New Location modal (seed 001 sections 2 and 4): the same form as /locations/create,
 * its place set by the map click. Closing is blocked while it saves or uploads.
 */
export function CreateLocationModal({
  point,
  onClose,
  onCreated,
}: {
  point: LngLatPoint | null;
  onClose: () => void;
  onCreated?: (id: number) => void;
}) {
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  return (
    <Modal
      open={point !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title="Create New Location"
      size="lg"
      preventClose={busy}
    >
      {point ? (
        <NewLocationForm
          key={`${point.latitude},${point.longitude}`}
          defaultValues={formAt(point)}
          onBusyChange={setBusy}
          onCancel={onClose}
          onQueued={onClose}
          onCreated={(location) => {
            void queryClient.invalidateQueries({ queryKey: mapKeys.kind('locations') });
            onCreated?.(location.id);
            onClose();
          }}
        />
      ) : null}
    </Modal>
  );
}
