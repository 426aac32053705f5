import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { OUTBOX_MESSAGES, type ReportCreateInput } from '@marshlog/domain';
import { errorMessage } from '../../../api';
import { Button, ButtonLink, Card, PageHeader, useToast } from '../../../ui';
import { FormError } from '../../auth/AuthCard';
import { reviseWaiting } from '../../offline/edit-or-queue';
import type { OutboxItem } from '../../offline/outbox-items';
import { waitingItemPath } from '../../offline/waiting-paths';
import { reportFormResolver } from '../schemas';
import {
  createPayload,
  formFromPayload,
  type ReportFormInput,
  type ReportFormValues,
} from './report-form';
import { ReportFormFields } from './ReportFormFields';
import { ReportPrivacyField } from './ReportPrivacyField';

/**
 * The Create Report form's fields with what a waiting report captured; saving re-queues it (its
 * photos stay chosen, to upload after it). Loaded on its own: the form and its place picker are
 * heavy.
 */
export default function WaitingReportForm({ waiting }: { waiting: OutboxItem }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const captured = waiting.body as ReportCreateInput;
  const [defaultValues] = useState(() => formFromPayload(captured));
  const form = useForm<ReportFormInput, unknown, ReportFormValues>({
    resolver: reportFormResolver,
    defaultValues,
    mode: 'onTouched',
  });
  const back = waitingItemPath(waiting);

  const save = (values: ReportFormValues) => {
    setSaving(true);
    const report = createPayload(values);
    reviseWaiting(waiting, {
      body: report,
      title: report.title,
      details: report.location_name ?? '',
    })
      .then(() => {
        toast.info(OUTBOX_MESSAGES.queuedTitle, { description: OUTBOX_MESSAGES.queuedBody });
        void navigate(back);
      })
      .catch((error: unknown) => {
        console.error('Saving the waiting report on the device failed', error);
        form.setError('root.server', { message: errorMessage(error) });
      })
      .finally(() => setSaving(false));
  };

  return (
    <>
      <PageHeader title={waiting.title} description={OUTBOX_MESSAGES.queuedBody} />
      <Card>
        <form
          aria-label="Edit report"
          noValidate
          className="flex flex-col gap-5"
          onSubmit={form.handleSubmit(save)}
        >
          <FormError message={form.formState.errors.root?.server?.message} />
          <ReportFormFields form={form} locked={saving} />
          <ReportPrivacyField form={form} disabled={saving} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <ButtonLink to={back} variant="ghost">
              Cancel
            </ButtonLink>
            <Button type="submit" loading={saving} loadingText="Saving...">
              Save
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
