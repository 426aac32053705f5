import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  birdGenderLabels,
  BIRD_GENDERS,
  DEFAULT_BIRD_GENDER,
  NOTES_MAX_LENGTH,
  SPECIES_CATEGORIES,
  SPECIES_CATEGORY_LABELS,
  speciesEntry,
  speciesInCategory,
  type BirdEntry,
  type BirdGender,
  type Species,
  type SpeciesCategory,
} from '@marshlog/domain';
import { errorMessage } from '../../../api';
import { Button, Select, TextArea, TextField } from '../../../ui';
import { FormError } from '../../auth/AuthCard';
import { birdEntryResolver } from '../schemas';
import { ChoiceGroup } from './ChoiceGroup';
import { QuantityField } from './QuantityField';

const categoryChoices = SPECIES_CATEGORIES.map((value) => ({
  value,
  label: SPECIES_CATEGORY_LABELS[value],
}));
/** Drake or Hen for ducks, Gander or Goose for geese (stored as drake or hen either way). */
const genderChoicesFor = (category: SpeciesCategory) => {
  const labels = birdGenderLabels(category);
  return BIRD_GENDERS.map((value) => ({ value, label: labels[value] }));
};

export interface BirdEntryFormProps {
  /** Commits the entry (quantity copies of the bird); a rejection keeps the form open with its message. */
  onAdd: (entry: BirdEntry) => unknown;
  onCancel: () => void;
  /** The species and sex the hunter chose last, so the form opens on them. */
  initial?: { species: Species | null; gender: BirdGender };
}

/**
 * The bird entry of seed 001: category (which clears the species), species, drake or hen,
 * optional time and notes, and how many. Add commits and closes; Cancel resets and closes.
 * It opens on the hunter's last species and sex (issue 29 item 12).
 */
export function BirdEntryForm({ onAdd, onCancel, initial }: BirdEntryFormProps) {
  const initialCategory = (initial?.species && speciesEntry(initial.species)?.category) || null;
  const [category, setCategory] = useState<SpeciesCategory>(initialCategory ?? 'dabblers');
  const form = useForm({
    resolver: birdEntryResolver,
    defaultValues: {
      ...(initial?.species ? { species: initial.species } : {}),
      gender: initial?.gender ?? DEFAULT_BIRD_GENDER,
      harvested_at: '',
      notes: '',
      quantity: 1,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const notes = useWatch({ control: form.control, name: 'notes' }) ?? '';

  const chooseCategory = (next: SpeciesCategory) => {
    setCategory(next);
    form.resetField('species');
  };

  const cancel = () => {
    form.reset();
    setCategory(initialCategory ?? 'dabblers');
    onCancel();
  };

  const submit = form.handleSubmit(async (entry) => {
    try {
      await onAdd(entry);
      form.reset();
    } catch (error) {
      form.setError('root.server', { type: 'server', message: errorMessage(error) });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add bird"
      className="flex flex-col gap-4 rounded-xl border border-accent/40 bg-raised/60 p-4"
    >
      <FormError message={errors.root?.server?.message} />
      <ChoiceGroup
        legend="Category"
        choices={categoryChoices}
        value={category}
        onChange={chooseCategory}
      />
      <Controller
        control={form.control}
        name="species"
        render={({ field }) => (
          <Select
            label="Species"
            placeholder="Select a species"
            options={speciesInCategory(category)}
            error={errors.species?.message}
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        control={form.control}
        name="gender"
        render={({ field }) => (
          <ChoiceGroup
            legend="Sex"
            choices={genderChoicesFor(category)}
            value={field.value ?? DEFAULT_BIRD_GENDER}
            onChange={field.onChange}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Time"
          type="time"
          optional
          error={errors.harvested_at?.message}
          {...form.register('harvested_at')}
        />
        <Controller
          control={form.control}
          name="quantity"
          render={({ field }) => (
            <QuantityField
              value={field.value ?? 1}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.quantity?.message}
            />
          )}
        />
      </div>
      <TextArea
        label="Bird notes"
        optional
        rows={2}
        counter={{ count: notes.length, max: NOTES_MAX_LENGTH }}
        error={errors.notes?.message}
        {...form.register('notes')}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={cancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting} loadingText="Adding...">
          Add
        </Button>
      </div>
    </form>
  );
}
