import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import {
  DEFAULT_PRIVACY_LEVEL,
  HUNT_BIRD_ENTRIES_MAX,
  OUTBOX_MESSAGES,
  expandBirdEntry,
  harvestTotals,
  isValidLatitude,
  isValidLongitude,
  tallyBirdEntry,
  type BirdEntry,
} from '@marshlog/domain';
import { applyServerErrors } from '../../api';
import { Button, ButtonLink, Card, PageHeader, useToast } from '../../ui';
import { FormError } from '../auth/AuthCard';
import { LazyHuntWeatherSection } from '../weather/lazy';
import { LazyHuntFormClock, LazyHuntFormLimits } from '../regulations/lazy';
import { isQueued } from '../offline/create-or-queue';
import { useCreateHunt } from './api';
import { AddBird } from './components/AddBird';
import { HarvestTotals } from './components/HarvestTotals';
import { HuntFields } from './components/HuntFields';
import { PendingBirds, type PendingBird } from './components/PendingBirds';
import { todayIsoDate } from './format';
import { HUNT_FORM_FIELDS } from './hunt-form';
import { huntFormResolver } from './schemas';

const FORM_ID = 'create-hunt-form';

/**
 * `?lat=&lng=` (e.g. from a map click) places the hunt, and `?location=` (from a location's page)
 * picks that saved place; anything out of range is ignored.
 */
function placeFromSearch(params: URLSearchParams) {
  const latitude = Number(params.get('lat') ?? Number.NaN);
  const longitude = Number(params.get('lng') ?? Number.NaN);
  const location = Number(params.get('location') ?? Number.NaN);
  return {
    location: Number.isInteger(location) && location > 0 ? location : null,
    ...(isValidLatitude(latitude) && isValidLongitude(longitude) ? { latitude, longitude } : {}),
  };
}

/** Logs a new hunt with its birds in one go, then opens it. */
export default function CreateHuntPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateHunt();
  const [place] = useState(() => placeFromSearch(searchParams));
  const form = useForm({
    resolver: huntFormResolver,
    defaultValues: {
      date_of_hunt: todayIsoDate(),
      privacy_level: DEFAULT_PRIVACY_LEVEL,
      notes: '',
      ...place,
    },
  });
  const [birds, setBirds] = useState<PendingBird[]>([]);
  const nextKey = useRef(1);

  /** A bird like one already listed joins its entry (Mallard × 3), so quick taps stay one line. */
  const addBird = (entry: BirdEntry) => {
    const key = nextKey.current++;
    setBirds(
      (current) => tallyBirdEntry(current, entry, (started) => ({ key, entry: started })).entries,
    );
  };
  const changeBird = (key: number, entry: BirdEntry) =>
    setBirds((current) => current.map((bird) => (bird.key === key ? { key, entry } : bird)));
  const removeBird = (key: number) =>
    setBirds((current) => current.filter((bird) => bird.key !== key));
  const totals = harvestTotals(
    birds.flatMap(({ entry }) => expandBirdEntry(entry)).map((bird) => bird.species),
  );

  const onSubmit = form.handleSubmit((hunt) =>
    create.mutate(
      { ...hunt, birds: birds.map(({ entry }) => entry) },
      {
        onSuccess: (created) => {
          if (isQueued(created)) {
            toast.info(OUTBOX_MESSAGES.queuedTitle, { description: OUTBOX_MESSAGES.queuedBody });
            void navigate('/hunts');
            return;
          }
          toast.success('Hunt logged', { description: 'Your hunt is saved to your logbook.' });
          void navigate(`/hunts/${created.id}`);
        },
        onError: (error) => applyServerErrors(error, form.setError, HUNT_FORM_FIELDS),
      },
    ),
  );

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Log a hunt"
        description="Where and when you hunted, and what you brought home."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
        <Card>
          <h2 className="mb-4 text-lg font-semibold text-ink">Hunt</h2>
          <form id={FORM_ID} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <FormError message={form.formState.errors.root?.server?.message} />
            <HuntFields form={form} />
            <LazyHuntFormClock form={form} />
            <LazyHuntWeatherSection form={form} />
          </form>
        </Card>
        <Card className="flex flex-col gap-4">
          <div className="flex items-baseline justify-between gap-3">
            <h2 className="text-lg font-semibold text-ink">Birds</h2>
          </div>
          <HarvestTotals totals={totals} testIdPrefix="pending-total" />
          <LazyHuntFormLimits form={form} entries={birds.map(({ entry }) => entry)} />
          <AddBird
            onAdd={addBird}
            disabledReason={
              birds.length >= HUNT_BIRD_ENTRIES_MAX
                ? `A new hunt takes up to ${HUNT_BIRD_ENTRIES_MAX} bird entries. Save it, then add more from the hunt's page.`
                : undefined
            }
          />
          {/* Under the quick row, so the row stays where the thumb is as birds are added. */}
          <PendingBirds birds={birds} onRemove={removeBird} onChange={changeBird} />
        </Card>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink to="/hunts" variant="ghost">
          Cancel
        </ButtonLink>
        <Button
          type="submit"
          form={FORM_ID}
          size="lg"
          loading={create.isPending}
          loadingText="Saving hunt..."
        >
          Save hunt
        </Button>
      </div>
    </div>
  );
}
