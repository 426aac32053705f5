import type { ReactNode } from 'react';
import { Controller, useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import {
  SHARING_POLICY_DESCRIPTION_MAX_LENGTH,
  SHARING_POLICY_FLAG_LABELS,
  SHARING_POLICY_NAME_MAX_LENGTH,
  SHARING_POLICY_VISIBILITIES,
  SHARING_POLICY_VISIBILITY_LABELS,
} from '@marshlog/domain';
import { Button, Select, TextArea, TextField } from '../../../ui';
import { FormError } from '../../auth/AuthCard';
import { PartnerPicker } from '../components/PartnerPicker';
import type { PolicyFormInput, PolicyFormValues } from '../report-schemas';
import { policyFormResolver } from '../schemas';
import { FlagSwitch } from './FlagSwitch';
import { FLAG_HINTS, POLICY_FLAGS, VISIBILITY_HINTS } from './policy-text';

export type { PolicyFormInput, PolicyFormValues };

export const POLICY_FORM_FIELDS = [
  'name',
  'description',
  'visibility',
  'allowed_users',
] as const satisfies readonly (keyof PolicyFormInput)[];

const visibilityOptions = SHARING_POLICY_VISIBILITIES.map((value) => ({
  value,
  label: SHARING_POLICY_VISIBILITY_LABELS[value],
}));

/** Name, description, visibility, the three flags, and the allowed friends of a `user` policy. */
export function PolicyForm({
  defaultValues,
  submitLabel,
  pending,
  onSubmit,
  secondaryActions,
}: {
  defaultValues: PolicyFormInput;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: PolicyFormValues, setError: UseFormSetError<PolicyFormInput>) => void;
  secondaryActions?: ReactNode;
}) {
  const form = useForm<PolicyFormInput, unknown, PolicyFormValues>({
    resolver: policyFormResolver,
    defaultValues,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' }) ?? '';
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';
  const visibility = useWatch({ control: form.control, name: 'visibility' });

  const submit = form.handleSubmit((values) =>
    // allowed_users only means something to a `user` policy; any other keeps nobody listed.
    onSubmit(
      { ...values, allowed_users: values.visibility === 'user' ? values.allowed_users : [] },
      form.setError,
    ),
  );

  return (
    <form aria-label="Sharing policy" noValidate className="flex flex-col gap-5" onSubmit={submit}>
      <FormError message={errors.root?.server?.message} />
      <TextField
        label="Name"
        placeholder="e.g. Opening weekend crew"
        counter={{ count: name.length, max: SHARING_POLICY_NAME_MAX_LENGTH }}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextArea
        label="Description"
        optional
        rows={2}
        counter={{ count: description.length, max: SHARING_POLICY_DESCRIPTION_MAX_LENGTH }}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <Select
        label="Who can read"
        options={visibilityOptions}
        hint={visibility ? VISIBILITY_HINTS[visibility] : undefined}
        error={errors.visibility?.message}
        {...form.register('visibility')}
      />
      {visibility === 'user' ? (
        <Controller
          control={form.control}
          name="allowed_users"
          render={({ field, fieldState }) => (
            <PartnerPicker
              legend="Allowed friends"
              chosen={(field.value ?? []).filter((id) => typeof id === 'number')}
              onChange={(ids) => field.onChange(ids)}
              error={fieldState.error?.message}
            />
          )}
        />
      ) : null}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 font-medium text-ink">What readers get</legend>
        {POLICY_FLAGS.map((flag) => (
          <Controller
            key={flag}
            control={form.control}
            name={flag}
            render={({ field }) => (
              <FlagSwitch
                label={SHARING_POLICY_FLAG_LABELS[flag]}
                hint={FLAG_HINTS[flag]}
                checked={field.value ?? true}
                onChange={field.onChange}
              />
            )}
          />
        ))}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-5">
        {secondaryActions}
        <Button type="submit" loading={pending} loadingText="Saving...">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
