import { Controller, useWatch } from 'react-hook-form';
import { DEFAULT_PRIVACY_LEVEL, NOTES_MAX_LENGTH } from '@marshlog/domain';
import { PRIVACY_OPTIONS, TextArea, TextField } from '../../../ui';
import { PlaceFieldset } from '../../map/place/PlaceFieldset';
import { PRIVACY_DESCRIPTIONS, type HuntForm } from '../hunt-form';
import { ChoiceGroup } from './ChoiceGroup';
import { LocationPicker } from './LocationPicker';
import { ShellsFields } from './ShellsFields';

/** Date, place, privacy and notes of a hunt: the create form and the edit dialog share them. */
export function HuntFields({ form }: { form: HuntForm }) {
  const { errors } = form.formState;
  const notes = useWatch({ control: form.control, name: 'notes' }) ?? '';
  return (
    <div className="flex flex-col gap-5">
      <TextField
        label="Date of hunt"
        type="date"
        required
        error={errors.date_of_hunt?.message}
        className="sm:max-w-60"
        {...form.register('date_of_hunt')}
      />
      <LocationPicker form={form} />
      <PlaceFieldset
        kind="hunt"
        form={form}
        legend="Place"
        layout="stacked"
        inputProps={{ autoComplete: 'off', spellCheck: false }}
      />
      <Controller
        control={form.control}
        name="privacy_level"
        render={({ field }) => {
          const level = field.value ?? DEFAULT_PRIVACY_LEVEL;
          return (
            <ChoiceGroup
              legend="Privacy"
              choices={PRIVACY_OPTIONS}
              value={level}
              onChange={field.onChange}
              hint={PRIVACY_DESCRIPTIONS[level]}
              error={errors.privacy_level?.message}
            />
          );
        }}
      />
      <ShellsFields form={form} />
      <TextArea
        label="Notes"
        optional
        rows={4}
        placeholder="Blind, decoy spread, how the birds worked..."
        counter={{ count: notes.length, max: NOTES_MAX_LENGTH }}
        error={errors.notes?.message}
        {...form.register('notes')}
      />
    </div>
  );
}
