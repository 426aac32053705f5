import type { ReactNode } from 'react';
import { useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import {
  LOCATION_NAME_MAX_LENGTH,
  LOCATION_NOTES_MAX_LENGTH,
  LOCATION_TYPES,
  LOCATION_TYPE_LABELS,
} from '@marshlog/domain';
import { Button, PRIVACY_OPTIONS, Select, TextArea, TextField } from '../../../ui';
import { PlaceFieldset } from '../../map/place/PlaceFieldset';
import { FormError } from '../../auth/AuthCard';
import type { LocationFormInput, LocationFormValues } from '../location-form-schema';
import { locationFormResolver } from '../schemas';

const typeOptions = LOCATION_TYPES.map((type) => ({
  value: type,
  label: LOCATION_TYPE_LABELS[type],
}));

export interface LocationFormProps {
  defaultValues: Partial<LocationFormInput>;
  submitLabel: string;
  submittingLabel: string;
  pending: boolean;
  /** Only the owner decides who sees a location; an editor sees the level but cannot change it. */
  privacyLocked?: boolean;
  onSubmit: (values: LocationFormValues, setError: UseFormSetError<LocationFormInput>) => void;
  /** Extra buttons beside the submit button, e.g. Cancel. */
  secondaryActions?: ReactNode;
  /** Whether saving needs a change first (editing) or not (creating). */
  requireChange?: boolean;
  /** More fields after the coordinates, e.g. the photos of a new location. */
  children?: ReactNode;
}

/**
 * Name (n/255), notes (n/1000), access notes, type, privacy and coordinates. The submit button
 * stays disabled while the name is blank after trimming (seed 001, Create New Location modal).
 */
export function LocationForm({
  defaultValues,
  submitLabel,
  submittingLabel,
  pending,
  privacyLocked = false,
  onSubmit,
  secondaryActions,
  requireChange = false,
  children,
}: LocationFormProps) {
  const form = useForm<LocationFormInput, unknown, LocationFormValues>({
    resolver: locationFormResolver,
    defaultValues,
    mode: 'onTouched',
  });
  const { errors, isDirty } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';
  const accessNotes = useWatch({ control: form.control, name: 'access_notes' }) ?? '';
  const nameBlank = name.trim().length === 0;

  return (
    <form
      onSubmit={form.handleSubmit((values) => onSubmit(values, form.setError))}
      noValidate
      className="flex flex-col gap-5"
    >
      <FormError message={errors.root?.server?.message} />
      <TextField
        label="Name"
        placeholder="e.g. North Slough Blind"
        counter={{ count: name.length, max: LOCATION_NAME_MAX_LENGTH }}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Select
          label="Type"
          options={typeOptions}
          error={errors.location_type?.message}
          {...form.register('location_type')}
        />
        <Select
          label="Privacy"
          options={PRIVACY_OPTIONS}
          disabled={privacyLocked}
          hint={
            privacyLocked
              ? 'Only the owner can change who sees this location.'
              : 'Private: only you. Friends: you and your friends. Public: every hunter.'
          }
          error={errors.privacy_level?.message}
          {...form.register('privacy_level')}
        />
      </div>
      <TextArea
        label="Notes"
        optional
        rows={4}
        placeholder="What you see here: birds, cover, water levels..."
        counter={{ count: description.length, max: LOCATION_NOTES_MAX_LENGTH }}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <TextArea
        label="Access notes"
        optional
        rows={3}
        placeholder="Gates, parking, landowner contact, tide..."
        counter={{ count: accessNotes.length, max: LOCATION_NOTES_MAX_LENGTH }}
        error={errors.access_notes?.message}
        {...form.register('access_notes')}
      />
      <PlaceFieldset
        kind="location"
        form={form}
        legend="Coordinates"
        layout="roomy"
        inputProps={{ inputMode: 'decimal' }}
        locateDisabled={pending}
      />
      {children}
      <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-5">
        {secondaryActions}
        <Button
          type="submit"
          loading={pending}
          loadingText={submittingLabel}
          disabled={nameBlank || (requireChange && !isDirty)}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
