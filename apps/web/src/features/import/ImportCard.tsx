import { useState, type ChangeEvent } from 'react';
import {
  IMPORT_TEXT,
  DEFAULT_PRIVACY_LEVEL,
  PRIVACY_LEVELS,
  type ImportJob,
  type ImportPreview,
  type PrivacyLevel,
} from '@marshlog/domain';
import { errorMessage } from '../../api';
import { Button, Card, EmptyState, PRIVACY_OPTIONS, Select } from '../../ui';
import { useImportLocations, useImportPreview } from './api';
import { CandidateTable, SkippedList } from './PreviewTable';

const isPrivacy = (value: string): value is PrivacyLevel =>
  PRIVACY_LEVELS.some((level) => level === value);

/** The candidates not saved yet: chosen unless the hunter unticks them. */
const freshIndexes = (preview: ImportPreview) =>
  new Set(preview.candidates.filter((c) => c.duplicate_of === null).map((c) => c.index));

/** Locations from another map's file: choose a file, check the preview, pick privacy, import. */
export default function ImportCard() {
  const [reading, setReading] = useState<ImportJob | null>(null);
  const preview = useImportPreview(setReading);
  const save = useImportLocations();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [privacy, setPrivacy] = useState<PrivacyLevel>(DEFAULT_PRIVACY_LEVEL);
  const [fileKey, setFileKey] = useState(0);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    save.reset();
    setReading(null);
    if (!file) return preview.reset();
    preview.mutate(file, { onSuccess: (read) => setChosen(freshIndexes(read)) });
  };
  const toggle = (index: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  const startOver = () => {
    preview.reset();
    save.reset();
    setFileKey((key) => key + 1);
  };
  const read = preview.data;
  const picked = read?.candidates.filter((c) => c.duplicate_of === null && chosen.has(c.index));

  return (
    <Card role="region" aria-labelledby="import-title">
      <h2 id="import-title" className="mb-2 text-lg font-semibold text-ink">
        {IMPORT_TEXT.title}
      </h2>
      <p className="mb-4 text-ink-muted">{IMPORT_TEXT.intro}</p>
      <label className="flex flex-col gap-1 text-sm font-medium text-ink">
        {IMPORT_TEXT.file}
        <input
          key={fileKey}
          type="file"
          accept=".gpx,.kml,.geojson,.json,application/gpx+xml,application/vnd.google-earth.kml+xml,application/geo+json"
          onChange={onFile}
          disabled={preview.isPending || save.isPending}
          className="min-h-11 text-ink-muted file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-line-strong file:bg-raised file:px-4 file:text-ink"
        />
        <span className="font-normal text-ink-muted">{IMPORT_TEXT.fileHint}</span>
      </label>
      {preview.isPending ? (
        <p role="status" className="mt-3 text-ink-muted">
          {reading
            ? IMPORT_TEXT.readingProgress(reading.progress, reading.features_read)
            : IMPORT_TEXT.reading}
        </p>
      ) : null}
      {preview.isError ? (
        <p role="alert" className="mt-3 text-danger">
          {errorMessage(preview.error)}
        </p>
      ) : null}
      {read && !save.isSuccess ? (
        <div className="mt-4">
          {read.candidates.length === 0 ? (
            <EmptyState title={IMPORT_TEXT.empty} />
          ) : (
            <CandidateTable candidates={read.candidates} chosen={chosen} onToggle={toggle} />
          )}
          <SkippedList skipped={read.skipped} />
          {picked && picked.length > 0 ? (
            <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
              <Select
                label={IMPORT_TEXT.privacy}
                value={privacy}
                onChange={(event) =>
                  isPrivacy(event.target.value) && setPrivacy(event.target.value)
                }
                options={PRIVACY_OPTIONS}
              />
              <Button
                loading={save.isPending}
                loadingText={IMPORT_TEXT.importing}
                onClick={() =>
                  save.mutate({
                    privacy_level: privacy,
                    locations: picked.map(
                      ({ name, latitude, longitude, notes, location_type }) => ({
                        name,
                        latitude,
                        longitude,
                        notes,
                        location_type,
                      }),
                    ),
                  })
                }
              >
                {IMPORT_TEXT.importButton} ({picked.length})
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      {save.isError ? (
        <p role="alert" className="mt-3 text-danger">
          {errorMessage(save.error)}
        </p>
      ) : null}
      {save.isSuccess ? (
        <div role="status" className="mt-4 flex flex-col gap-3">
          <p className="text-ink">{IMPORT_TEXT.imported(save.data.imported)}</p>
          <SkippedList skipped={save.data.skipped} />
          <Button variant="secondary" className="self-start" onClick={startOver}>
            {IMPORT_TEXT.startOver}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
