import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  REPORT_PRIVACY_CHOICES,
  REPORT_PRIVACY_CHOICE_LABELS,
  type ReportPrivacyChoice,
} from '@marshlog/domain';
import { Select } from '../../../ui';
import { PartnerPicker } from '../components/PartnerPicker';
import type { ReportFormInput, ReportFormValues } from './report-form';

const options = REPORT_PRIVACY_CHOICES.map((value) => ({
  value,
  label: REPORT_PRIVACY_CHOICE_LABELS[value],
}));

const hints: Record<ReportPrivacyChoice, string> = {
  public: 'Every hunter can read this report.',
  private: 'Only you can read this report.',
  group: 'You and your friends can read this report.',
  user: 'Only you and the friends you pick can read this report.',
};

/** The privacy select of the seed's four choices; My Hunting Partners opens a friend picker. */
export function ReportPrivacyField({
  form,
  disabled,
}: {
  form: UseFormReturn<ReportFormInput, unknown, ReportFormValues>;
  disabled: boolean;
}) {
  const { errors } = form.formState;
  const choice = useWatch({ control: form.control, name: 'privacy' });
  return (
    <div className="flex flex-col gap-3">
      <Select
        label="Privacy"
        options={options}
        disabled={disabled}
        hint={choice ? hints[choice] : undefined}
        error={errors.privacy?.message}
        {...form.register('privacy')}
      />
      {choice === 'user' ? (
        <Controller
          control={form.control}
          name="allowed_users"
          render={({ field, fieldState }) => (
            <PartnerPicker
              legend="Hunting partners"
              chosen={field.value}
              onChange={(ids) => field.onChange(ids)}
              error={fieldState.error?.message}
              disabled={disabled}
            />
          )}
        />
      ) : null}
    </div>
  );
}
