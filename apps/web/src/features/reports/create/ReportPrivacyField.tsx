import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  REPORT_PRIVACY_CHOICES,
  REPORT_PRIVACY_CHOICE_LABELS,
  type ReportPrivacyChoice,
} from '@marshlog/domain';
import { Select } from '../../../ui';
import { PartnerPicker } from '../components/PartnerPicker';
import { policyMeaning } from '../policies/policy-text';
import { useOwnPolicyChoices } from '../policies-api';
import {
  policyChoice,
  policyIdOfChoice,
  type ReportFormInput,
  type ReportFormValues,
} from './report-form';

const hints: Record<ReportPrivacyChoice, string> = {
  public: 'Every hunter can read this report.',
  private: 'Only you can read this report.',
  group: 'You and your friends can read this report.',
  user: 'Only you and the friends you pick can read this report.',
};

/**
 * The privacy select: the seed's four choices, then the hunter's own sharing policies, with one
 * line under it saying what the chosen one means. My Hunting Partners opens a friend picker.
 */
export function ReportPrivacyField({
  form,
  disabled,
}: {
  form: UseFormReturn<ReportFormInput, unknown, ReportFormValues>;
  disabled: boolean;
}) {
  const { errors } = form.formState;
  const choice = useWatch({ control: form.control, name: 'privacy' });
  const policies = useOwnPolicyChoices().data?.results ?? [];
  const policyId = choice ? policyIdOfChoice(choice) : null;
  const policy = policies.find((item) => item.id === policyId);
  const hint = policy
    ? policyMeaning(policy)
    : choice && policyId === null
      ? hints[choice as ReportPrivacyChoice]
      : undefined;
  return (
    <div className="flex flex-col gap-3">
      <Select
        label="Privacy"
        disabled={disabled}
        hint={hint}
        error={errors.privacy?.message}
        {...form.register('privacy')}
      >
        <optgroup label="Built-in">
          {REPORT_PRIVACY_CHOICES.map((value) => (
            <option key={value} value={value}>
              {REPORT_PRIVACY_CHOICE_LABELS[value]}
            </option>
          ))}
        </optgroup>
        {policies.length > 0 ? (
          <optgroup label="My sharing policies">
            {policies.map((item) => (
              <option key={item.id} value={policyChoice(item.id)}>
                {item.name}
              </option>
            ))}
          </optgroup>
        ) : null}
      </Select>
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
