import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  EXPORT_FORMATS,
  EXPORT_FORMAT_LABELS,
  EXPORT_KINDS,
  EXPORT_TEXT,
  PRIVACY_LEVELS,
  seasonStartYear,
  type ExportFormat,
  type ExportKind,
  type PrivacyLevel,
} from '@marshlog/domain';
import { errorMessage } from '../../api';
import { Button, Card, PRIVACY_OPTIONS, Select } from '../../ui';
import { EXPORT_ANCHOR } from './DeleteAccountCard';
import { downloadExport } from './download-export';

const KIND_LABELS: Record<ExportKind, string> = {
  hunts: 'Hunts',
  locations: 'Locations',
  reports: 'Reports',
};
const ANY = '';
const SEASONS_OFFERED = 6;

/** Seasons by the year they opened, the current one first: "2025-26". */
function seasonOptions() {
  const current = seasonStartYear(new Date().toISOString().slice(0, 10));
  return Array.from({ length: SEASONS_OFFERED }, (_, back) => {
    const year = current - back;
    return { value: String(year), label: `${year}-${String(year + 1).slice(2)}` };
  });
}

/** Downloads the hunter's hunts, locations or reports as a file, by season and privacy. */
export function ExportCard() {
  const [kind, setKind] = useState<ExportKind>('locations');
  const [format, setFormat] = useState<ExportFormat>('gpx');
  const [season, setSeason] = useState(ANY);
  const [privacy, setPrivacy] = useState(ANY);
  const download = useMutation({ mutationFn: downloadExport });
  const isKind = (value: string): value is ExportKind => EXPORT_KINDS.some((k) => k === value);
  const isFormat = (value: string): value is ExportFormat =>
    EXPORT_FORMATS.some((f) => f === value);
  const isPrivacy = (value: string): value is PrivacyLevel =>
    PRIVACY_LEVELS.some((level) => level === value);
  return (
    <Card id={EXPORT_ANCHOR} role="region" aria-labelledby="export-title">
      <h2 id="export-title" className="mb-2 text-lg font-semibold text-ink">
        {EXPORT_TEXT.title}
      </h2>
      <p className="mb-4 text-ink-muted">{EXPORT_TEXT.intro}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Select
          label={EXPORT_TEXT.kind}
          value={kind}
          onChange={(event) => isKind(event.target.value) && setKind(event.target.value)}
          options={EXPORT_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }))}
        />
        <Select
          label={EXPORT_TEXT.format}
          value={format}
          onChange={(event) => isFormat(event.target.value) && setFormat(event.target.value)}
          options={EXPORT_FORMATS.map((value) => ({ value, label: EXPORT_FORMAT_LABELS[value] }))}
        />
        <Select
          label={EXPORT_TEXT.season}
          value={season}
          onChange={(event) => setSeason(event.target.value)}
          options={[{ value: ANY, label: EXPORT_TEXT.allSeasons }, ...seasonOptions()]}
        />
        <Select
          label={EXPORT_TEXT.privacy}
          value={privacy}
          onChange={(event) => setPrivacy(event.target.value)}
          options={[{ value: ANY, label: EXPORT_TEXT.allPrivacy }, ...PRIVACY_OPTIONS]}
        />
      </div>
      {download.isError ? (
        <p role="alert" className="mt-3 text-danger">
          {errorMessage(download.error)}
        </p>
      ) : null}
      <Button
        className="mt-4"
        loading={download.isPending}
        loadingText="Preparing..."
        onClick={() =>
          download.mutate({
            kind,
            format,
            season: season === ANY ? undefined : Number(season),
            privacyLevel: isPrivacy(privacy) ? privacy : undefined,
          })
        }
      >
        {EXPORT_TEXT.download}
      </Button>
    </Card>
  );
}
