import { ItemNotFound } from '../../../app/ItemNotFound';

/** A report that does not exist, or that the viewer may not see: the server answers 404 for both. */
export function ReportNotFound() {
  return (
    <ItemNotFound
      icon="reports"
      title="Report not found"
      visitorDescription="This report does not exist, or it is not public. Sign in to read reports shared with you."
      hunterDescription="This report does not exist, or it has not been shared with you."
      listPath="/reports"
      listLabel="Back to reports"
    />
  );
}
