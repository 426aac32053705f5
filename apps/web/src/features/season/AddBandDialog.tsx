import { useState, type FormEvent } from 'react';
import {
  BAND_LIMITS,
  BAND_MESSAGES,
  BAND_TYPE_LABELS,
  BAND_TYPES,
  formatHuntDate,
  type BandType,
} from '@marshlog/domain';
import { ApiError, errorMessage } from '../../api';
import { Button, Modal, Select, TextArea, TextField, useToast } from '../../ui';
import { DEFAULT_HUNT_FILTERS } from '../hunts/hunt-filters';
import { useHunts } from '../hunts/api';
import { usePutBand } from './api';

const FORM_ID = 'add-band-form';
const TYPE_OPTIONS = BAND_TYPES.map((type) => ({ value: type, label: BAND_TYPE_LABELS[type] }));

/** Puts a band on one bird of one of the hunter's recent hunts. */
export function AddBandDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const hunts = useHunts({ ...DEFAULT_HUNT_FILTERS, scope: 'mine' });
  const put = usePutBand();
  const [huntId, setHuntId] = useState('');
  const [birdId, setBirdId] = useState('');
  const [number, setNumber] = useState('');
  const [type, setType] = useState<BandType>('federal');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const withBirds = (hunts.data?.results ?? []).filter((hunt) => hunt.birds.length > 0);
  const hunt = withBirds.find((candidate) => String(candidate.id) === huntId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server checks the band in full; the form names only what is missing.
    const found = {
      bird: birdId ? undefined : 'Pick the bird that carried the band',
      band_number: number.trim() ? undefined : BAND_MESSAGES.numberRequired,
    };
    setErrors(found);
    if (found.bird || found.band_number) return;
    put.mutate(
      { birdId: Number(birdId), band: { band_number: number, band_type: type, notes } },
      {
        onSuccess: () => {
          toast.success('Band saved');
          onClose();
        },
        onError: (error) =>
          setErrors(
            error instanceof ApiError && Object.keys(error.fieldErrors).length > 0
              ? Object.fromEntries(
                  Object.entries(error.fieldErrors).map(([field, messages]) => [
                    field,
                    messages[0],
                  ]),
                )
              : { band_number: errorMessage(error) },
          ),
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Add a band"
      description="Pick the hunt and the bird, then copy the band number exactly as it is stamped."
      preventClose={put.isPending}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={put.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={put.isPending} loadingText="Saving...">
            Save band
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Select
          label="Hunt"
          placeholder={hunts.isPending ? 'Loading your hunts...' : 'Choose a hunt'}
          value={huntId}
          hint={
            hunts.isSuccess && withBirds.length === 0
              ? 'None of your hunts has birds yet.'
              : undefined
          }
          options={withBirds.map((candidate) => ({
            value: String(candidate.id),
            label: `${formatHuntDate(candidate.date_of_hunt)}${candidate.location ? `, ${candidate.location.name}` : ''}`,
          }))}
          onChange={(event) => {
            setHuntId(event.target.value);
            setBirdId('');
          }}
        />
        <Select
          label="Bird"
          placeholder="Choose the banded bird"
          value={birdId}
          disabled={!hunt}
          error={errors.bird}
          options={(hunt?.birds ?? []).map((bird, index) => ({
            value: String(bird.id),
            label: `${index + 1}. ${bird.species_display} (${bird.gender_display})`,
          }))}
          onChange={(event) => setBirdId(event.target.value)}
        />
        <TextField
          label="Band number"
          required
          maxLength={BAND_LIMITS.numberMax}
          autoComplete="off"
          value={number}
          error={errors.band_number}
          onChange={(event) => setNumber(event.target.value)}
        />
        <Select
          label="Kind of band"
          value={type}
          options={TYPE_OPTIONS}
          error={errors.band_type}
          onChange={(event) =>
            setType(BAND_TYPES.find((value) => value === event.target.value) ?? 'federal')
          }
        />
        <TextArea
          label="Notes"
          optional
          rows={3}
          value={notes}
          counter={{ count: notes.length, max: BAND_LIMITS.notesMax }}
          error={errors.notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </form>
    </Modal>
  );
}
