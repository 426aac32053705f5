import { useState } from 'react';
import { formatHuntDate, type BandLogEntry } from '@marshlog/domain';
import { errorMessage } from '../../api';
import { Button, Card, ConfirmDialog, TextField, useToast } from '../../ui';
import { todayIsoDate } from '../hunts/format';
import { useRemoveBand, useReportBand } from './api';

/** One banded bird: its band, where and when it was taken, the report link and date. */
export function BandCard({ band }: { band: BandLogEntry }) {
  const toast = useToast();
  const report = useReportBand();
  const remove = useRemoveBand();
  const [reportedOn, setReportedOn] = useState(band.reported_on ?? '');
  const [confirming, setConfirming] = useState(false);
  const saveReported = () =>
    report.mutate(
      { birdId: band.bird_id, reportedOn: reportedOn || null },
      {
        onSuccess: () => toast.success(reportedOn ? 'Reported date saved' : 'Marked not reported'),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="band-card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-mono text-lg font-semibold text-ink">{band.band_number}</h2>
        <span className="text-sm text-ink-muted">{band.band_type_display}</span>
      </div>
      <dl className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink-faint">Taken</dt>
          <dd className="text-ink">{formatHuntDate(band.date_of_hunt)}</dd>
        </div>
        <div>
          <dt className="text-ink-faint">Place</dt>
          <dd className="text-ink">
            {band.place ?? `${band.latitude.toFixed(3)}, ${band.longitude.toFixed(3)}`}
          </dd>
        </div>
        <div>
          <dt className="text-ink-faint">Bird</dt>
          <dd className="text-ink">
            {band.species_display}, {band.gender === 'hen' ? 'hen' : 'drake'}
          </dd>
        </div>
      </dl>
      {band.notes ? <p className="text-sm text-ink-muted">{band.notes}</p> : null}
      <div className="flex flex-wrap items-end gap-3">
        <a
          href={band.report_url}
          target="_blank"
          rel="noopener noreferrer"
          className="min-h-9 content-center text-sm font-medium text-accent-strong underline"
        >
          Report this band at reportband.gov
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <TextField
          label="Reported on"
          type="date"
          max={todayIsoDate()}
          value={reportedOn}
          onChange={(event) => setReportedOn(event.target.value)}
          className="sm:max-w-44"
        />
        <Button
          size="sm"
          variant="secondary"
          loading={report.isPending}
          disabled={reportedOn === (band.reported_on ?? '')}
          onClick={saveReported}
        >
          Save date
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
          Remove band
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove this band?"
        message={`Band ${band.band_number} leaves your band log. The bird stays in its hunt.`}
        destructive
        confirmLabel="Remove band"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(band.bird_id, {
            onSuccess: () => setConfirming(false),
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      />
    </Card>
  );
}
