import { useParams } from 'react-router';
import { QueuedEdit } from '../offline/QueuedEdit';
import { useQueuedEdit, withQueuedEdit } from '../offline/queued-edit';
import { ApiError } from '../../api';
import { LoadingState, QueryErrorState } from '../../ui';
import { useReport } from './api';
import { ReportDetails } from './components/ReportDetails';
import { ReportNotFound } from './components/ReportNotFound';

/** Ids the server could hold: positive 32-bit integers. Anything else is simply not found. */
function reportIdFrom(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2 ** 31 - 1 ? id : null;
}

/** /reports/{id}: anyone may open it; the server answers 404 for a report they may not see. */
export default function ReportDetailPage() {
  const id = reportIdFrom(useParams().id);
  if (id === null) return <ReportNotFound />;
  return <ReportScreen id={id} />;
}

function ReportScreen({ id }: { id: number }) {
  const report = useReport(id);
  const edit = useQueuedEdit('report', id);
  if (report.isPending) return <LoadingState text="Loading report..." />;
  if (report.isError) {
    if (report.error instanceof ApiError && report.error.status === 404) return <ReportNotFound />;
    return <QueryErrorState title="Could not load this report" query={report} />;
  }
  return (
    <>
      <QueuedEdit edit={edit} />
      <ReportDetails
        report={withQueuedEdit(report.data, edit, ['sharing_policy', 'allowed_users'])}
      />
    </>
  );
}
