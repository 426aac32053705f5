import type { Coordinates, Report } from '@marshlog/domain';
import { lazyDialog } from '../../../ui';

export interface CreateReportModalProps {
  open: boolean;
  onClose: () => void;
  /** A point to report from, e.g. a click on the map: prefills latitude and longitude. */
  initialPoint?: Coordinates;
  /** Called once the report is saved (also when its photos then failed). */
  onCreated?: (report: Report) => void;
}

/**
 * The Create Report modal, for the reports screen and the map. Its code (form, schemas, photo
 * upload) loads the first time it opens.
 */
export const CreateReportModal = lazyDialog<CreateReportModalProps>(
  () => import('./CreateReportDialog').then((module) => module.CreateReportDialog),
  (props) => props.open,
);
