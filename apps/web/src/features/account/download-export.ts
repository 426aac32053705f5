import type { ExportFormat, ExportKind, PrivacyLevel } from '@marshlog/domain';
import { downloadApiFile } from '../../api/download-file';

export interface ExportChoice {
  kind: ExportKind;
  format: ExportFormat;
  season?: number;
  privacyLevel?: PrivacyLevel;
}

/** Downloads an export of the hunter's own items as the file the server names. */
export async function downloadExport(choice: ExportChoice): Promise<void> {
  const query = new URLSearchParams({ format: choice.format });
  if (choice.season !== undefined) query.set('season', String(choice.season));
  if (choice.privacyLevel) query.set('privacy_level', choice.privacyLevel);
  await downloadApiFile(
    `/export/${choice.kind}/?${query.toString()}`,
    `marshlog-${choice.kind}.${choice.format}`,
  );
}
