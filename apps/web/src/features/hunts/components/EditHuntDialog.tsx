import { useForm } from 'react-hook-form';
import { OUTBOX_MESSAGES, huntDayName, type Hunt } from '@marshlog/domain';
import { isQueued } from '../../offline/create-or-queue';
import { applyServerErrors } from '../../../api';
import { Button, Modal, useToast } from '../../../ui';
import { FormError } from '../../auth/AuthCard';
import { HuntWeatherSection } from '../../weather/HuntWeatherSection';
import { useUpdateHunt } from '../use-update-hunt';
import { HUNT_FORM_FIELDS } from '../hunt-form';
import { huntFormResolver } from '../schemas';
import { HuntFields } from './HuntFields';

const FORM_ID = 'edit-hunt-form';

/** Date, place, privacy and notes of a hunt, in a dialog; the birds are edited on the page. */
export function EditHuntDialog({
  hunt,
  open,
  onOpenChange,
}: {
  hunt: Hunt;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateHunt(hunt.id, huntDayName(hunt.date_of_hunt));
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Edit hunt"
      size="md"
      preventClose={update.isPending}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={update.isPending} loadingText="Saving...">
            Save changes
          </Button>
        </>
      }
    >
      {open ? (
        <EditHuntForm hunt={hunt} update={update} onSaved={() => onOpenChange(false)} />
      ) : null}
    </Modal>
  );
}

function EditHuntForm({
  hunt,
  update,
  onSaved,
}: {
  hunt: Hunt;
  update: ReturnType<typeof useUpdateHunt>;
  onSaved: () => void;
}) {
  const toast = useToast();
  const form = useForm({
    resolver: huntFormResolver,
    defaultValues: {
      date_of_hunt: hunt.date_of_hunt,
      latitude: hunt.latitude,
      longitude: hunt.longitude,
      privacy_level: hunt.privacy_level,
      notes: hunt.notes,
      weather_conditions: hunt.weather_conditions,
      temperature: hunt.temperature,
      wind_speed: hunt.wind_speed,
      wind_direction: hunt.wind_direction,
      weather: hunt.weather,
      location: hunt.location?.id ?? null,
      shells_fired: hunt.shells_fired,
      birds_lost: hunt.birds_lost,
    },
  });

  const onSubmit = form.handleSubmit((changes) =>
    update.mutate(changes, {
      onSuccess: (saved) => {
        if (isQueued(saved)) {
          toast.info(OUTBOX_MESSAGES.queuedTitle, { description: OUTBOX_MESSAGES.queuedBody });
        } else toast.success('Hunt updated');
        onSaved();
      },
      onError: (error) => applyServerErrors(error, form.setError, HUNT_FORM_FIELDS),
    }),
  );

  return (
    <form
      id={FORM_ID}
      onSubmit={onSubmit}
      noValidate
      aria-busy={update.isPending}
      className="flex flex-col gap-4"
    >
      <FormError message={form.formState.errors.root?.server?.message} />
      <HuntFields form={form} />
      <HuntWeatherSection form={form} recorded />
    </form>
  );
}
