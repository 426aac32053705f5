import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { LoadingState } from '../../../ui';
import { WaitingForm } from '../../offline/WaitingForm';

const WaitingReportForm = lazy(() => import('./WaitingReportForm'));

/**
 * /reports/waiting/{key}/edit: a report still waiting on the device, in the Create Report form's
 * fields with what was captured; saving re-queues it.
 */
export default function EditWaitingReportPage() {
  const { key = '' } = useParams();
  return (
    <div className="mx-auto max-w-2xl">
      <WaitingForm kind="report" waitingKey={key}>
        {(item) => (
          <Suspense fallback={<LoadingState text="Loading..." />}>
            <WaitingReportForm waiting={item} />
          </Suspense>
        )}
      </WaitingForm>
    </div>
  );
}
