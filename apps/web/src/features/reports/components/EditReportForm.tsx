import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  OUTBOX_MESSAGES,
  REPORT_CONTENT_MAX_LENGTH,
  type Report,
  type ReportUpdateInput,
} from '@marshlog/domain';
import { isQueued } from '../../offline/create-or-queue';
import { applyServerErrors } from '../../../api';
import { Button, Card, PRIVACY_OPTIONS, Select, TextArea, TextField, useToast } from '../../../ui';
import { FormError } from '../../auth/AuthCard';
import { PlaceFieldset } from '../../map/place/PlaceFieldset';
import { useUpdateReport } from '../api';
import { policyMeaning } from '../policies/policy-text';
import { useOwnPolicyChoices } from '../policies-api';
import { DiscardReportDialog } from './DiscardReportDialog';
import { useDiscardGuard, useEscapeWithin } from './use-discard-guard';
import type { ReportEditInput, ReportEditValues } from '../report-schemas';
import { reportEditResolver } from '../schemas';

const EDIT_FIELDS = [
  'title',
  'location_name',
  'content',
  'report_date',
  'privacy_level',
  'sharing_policy',
  'latitude',
  'longitude',
] as const satisfies readonly (keyof ReportEditInput)[];

function editFormFrom(report: Report): ReportEditInput {
  return {
    title: report.title,
    location_name: report.location_name ?? '',
    content: report.content,
    report_date: report.report_date,
    privacy_level: report.privacy_level,
    sharing_policy: report.sharing_policy,
    latitude: report.latitude,
    longitude: report.longitude,
  };
}

const NO_POLICY_LABEL = 'No sharing policy';
const NO_POLICY_HINT = 'Its privacy level alone decides who reads it.';

/** The sharing-policy select's value: '' for none, else the policy's id. */
function policyFromInput(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  return Number(value);
}

/** Only what changed is sent. */
function changesFrom(report: Report, values: ReportEditValues): ReportUpdateInput {
  const changes: ReportUpdateInput = {};
  for (const field of EDIT_FIELDS) {
    if (values[field] !== report[field]) Object.assign(changes, { [field]: values[field] });
  }
  return changes;
}

/**
 * The author edits the report in place: its text, date, place and privacy level. Cancel or
 * Escape with unsaved changes asks before discarding them.
 */
export function EditReportForm({ report, onDone }: { report: Report; onDone: () => void }) {
  const form = useForm<ReportEditInput, unknown, ReportEditValues>({
    resolver: reportEditResolver,
    defaultValues: editFormFrom(report),
    mode: 'onTouched',
  });
  const update = useUpdateReport(report.id, report.title);
  const toast = useToast();
  const { errors, isDirty } = form.formState;
  const content = useWatch({ control: form.control, name: 'content' }) ?? '';
  const policyChoices = useOwnPolicyChoices();
  const policies = policyChoices.data?.results ?? [];
  const policyId = useWatch({ control: form.control, name: 'sharing_policy' });
  const policy = policies.find((item) => String(item.id) === String(policyId));
  const guard = useDiscardGuard(isDirty, onDone);
  const formRef = useRef<HTMLFormElement>(null);
  useEscapeWithin(formRef, guard.dialog.open || update.isPending ? null : guard.requestClose);

  const save = (values: ReportEditValues) =>
    update.mutate(changesFrom(report, values), {
      onSuccess: (saved) => {
        if (isQueued(saved)) {
          toast.info(OUTBOX_MESSAGES.queuedTitle, { description: OUTBOX_MESSAGES.queuedBody });
        } else toast.success('Report updated');
        onDone();
      },
      onError: (error) => applyServerErrors(error, form.setError, EDIT_FIELDS),
    });

  return (
    <Card>
      <form
        aria-label="Edit report"
        noValidate
        className="flex flex-col gap-5"
        onSubmit={form.handleSubmit(save)}
        ref={formRef}
      >
        <h2 className="text-lg font-semibold text-ink">Edit report</h2>
        <FormError message={errors.root?.server?.message} />
        <TextField label="Report Title" error={errors.title?.message} {...form.register('title')} />
        <TextField
          label="Location Name"
          optional
          error={errors.location_name?.message}
          {...form.register('location_name')}
        />
        <TextArea
          label="Report Content"
          rows={5}
          counter={{ count: content.length, max: REPORT_CONTENT_MAX_LENGTH }}
          error={errors.content?.message}
          {...form.register('content')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Report date"
            type="date"
            error={errors.report_date?.message}
            {...form.register('report_date')}
          />
          <Select
            label="Privacy"
            options={PRIVACY_OPTIONS}
            error={errors.privacy_level?.message}
            {...form.register('privacy_level')}
          />
        </div>
        <Select
          // Mounted again once the policies arrive, so it shows the report's own, not the first.
          key={policyChoices.isSuccess ? 'policies' : 'loading'}
          label="Sharing policy"
          optional
          hint={policy ? policyMeaning(policy) : NO_POLICY_HINT}
          error={errors.sharing_policy?.message}
          options={[
            { value: '', label: NO_POLICY_LABEL },
            ...policies.map((item) => ({ value: String(item.id), label: item.name })),
          ]}
          {...form.register('sharing_policy', { setValueAs: policyFromInput })}
        />
        <PlaceFieldset
          kind="report"
          savedSpots
          form={form}
          legend="Coordinates"
          layout="paired"
          inputProps={{ inputMode: 'decimal' }}
          locateDisabled={update.isPending}
          showAccuracy={false}
        />
        <div className="flex flex-wrap justify-end gap-3 border-t border-line pt-5">
          <Button variant="ghost" onClick={guard.requestClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={update.isPending}
            loadingText="Saving..."
            disabled={!isDirty}
          >
            Save changes
          </Button>
        </div>
      </form>
      <DiscardReportDialog edit {...guard.dialog} />
    </Card>
  );
}
