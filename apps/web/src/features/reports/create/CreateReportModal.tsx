import type { CreateReportModalProps } from './CreateReportDialog';
import { lazyDialog } from '../../../ui';

export type { CreateReportModalProps };

/**
 * The Create Report modal, for the reports screen and the map. Its code (form, schemas, photo
 * upload) loads the first time it opens.
 */
export const CreateReportModal = lazyDialog<CreateReportModalProps>(
  () => import('./CreateReportDialog').then((module) => module.CreateReportDialog),
  (props) => props.open,
);
