import { REPORT_MODAL_AUTO_CLOSE_MS, REPORT_MODAL_PARTIAL_AUTO_CLOSE_MS } from '@marshlog/domain';

/**
 * The Create Report modal's states (seed 000 section 4): open, submitting (saving the report,
 * then uploading its photos), created (fully, or partially when photos failed).
 */
export type ReportModalState =
  | { state: 'open' }
  | { state: 'submitting'; step: 'saving' | 'uploading' }
  | {
      state: 'created';
      partial: boolean;
      /** Kept in the outbox: no network yet. */ queued?: boolean;
    };

export const OPEN: ReportModalState = { state: 'open' };

/** 1.5 s after a success, 2 s after a partial one (the report saved, photos failed). */
export function autoCloseDelay(modal: ReportModalState): number | null {
  if (modal.state !== 'created') return null;
  return modal.partial ? REPORT_MODAL_PARTIAL_AUTO_CLOSE_MS : REPORT_MODAL_AUTO_CLOSE_MS;
}
