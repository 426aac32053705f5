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
  type HuntCreateInput,
} from '@marshlog/domain';
import { applyServerErrors, errorMessage } from '../../api';
import { Button, ButtonLink, Card, PageHeader, useToast } from '../../ui';
import { FormError } from '../auth/AuthCard';
import { LazyHuntWeatherSection } from '../weather/lazy';
import { LazyHuntFormClock, LazyHuntFormLimits } from '../regulations/lazy';
import { isQueued } from '../offline/create-or-queue';
import { reviseWaiting } from '../offline/edit-or-queue';
import type { OutboxItem } from '../offline/outbox-items';
import { useWaitingKey, WaitingForm } from '../offline/WaitingForm';
import { waitingItemPath } from '../offline/waiting-paths';
import { useCreateHunt, waitingHunt } from './api';
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

/** What a waiting hunt captured, as the form's values and its birds. */
function capturedHunt(item: OutboxItem) {
  const { birds = [], ...fields } = item.body as HuntCreateInput;
  return {
    fields,
    birds: birds.map((entry, index) => ({ key: index + 1, entry: entry as BirdEntry })),
  };
}

/**
 * Logs a new hunt with its birds in one go, then opens it; `?waiting=<key>` opens a hunt still
 * waiting on the device with its captured values instead, and saving re-queues it.
 */
export default function CreateHuntPage() {
  const waitingKey = useWaitingKey();
  if (waitingKey === undefined) return <HuntForm />;
  return (
    <WaitingForm kind="hunt" waitingKey={waitingKey}>
      {(item) => <HuntForm waiting={item} />}
    </WaitingForm>
  );
}

function HuntForm({ waiting }: { waiting?: OutboxItem }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateHunt();
  const [captured] = useState(() => (waiting ? capturedHunt(waiting) : null));
  const [place] = useState(() => placeFromSearch(searchParams));
  const form = useForm({
    resolver: huntFormResolver,
    defaultValues: captured?.fields ?? {
      date_of_hunt: todayIsoDate(),
      privacy_level: DEFAULT_PRIVACY_LEVEL,
      notes: '',
      ...place,
    },
  });
  const [birds, setBirds] = useState<PendingBird[]>(captured?.birds ?? []);
  const nextKey = useRef((captured?.birds.length ?? 0) + 1);
  const [revising, setRevising] = useState(false);

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

  const revise = (hunt: HuntCreateInput) => {
    if (!waiting) return;
    setRevising(true);
    reviseWaiting(waiting, { body: hunt, ...waitingHunt(hunt) })
      .then(() => {
        toast.info(OUTBOX_MESSAGES.queuedTitle, { description: OUTBOX_MESSAGES.queuedBody });
        void navigate(waitingItemPath(waiting));
      })
      .catch((error: unknown) => {
        console.error('Saving the waiting hunt on the device failed', error);
        form.setError('root.server', { message: errorMessage(error) });
      })
      .finally(() => setRevising(false));
  };

  const onSubmit = form.handleSubmit((values) => {
    const hunt = { ...values, birds: birds.map(({ entry }) => entry) };
    if (waiting) {
      revise(hunt);
      return;
    }
    create.mutate(hunt, {
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
    });
  });

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={waiting ? waiting.title : 'Log a hunt'}
        description={
          waiting
            ? OUTBOX_MESSAGES.queuedBody
            : 'Where and when you hunted, and what you brought home.'
        }
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
        <ButtonLink to={waiting ? waitingItemPath(waiting) : '/hunts'} variant="ghost">
          Cancel
        </ButtonLink>
        <Button
          type="submit"
          form={FORM_ID}
          size="lg"
          loading={create.isPending || revising}
          loadingText="Saving hunt..."
        >
          Save hunt
        </Button>
      </div>
    </div>
  );
}
