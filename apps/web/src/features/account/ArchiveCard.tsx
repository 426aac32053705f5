import { useMutation, useQuery } from '@tanstack/react-query';
import { ARCHIVE_TEXT, archiveJobSchema } from '@marshlog/domain';
import { api, errorMessage } from '../../api';
import { Button, Card } from '../../ui';
import { downloadApiFile } from '../../api/download-file';

/** How often a preparing archive is asked about. */
const POLL_MS = 1000;

/** The full archive: prepared on the server with progress, then downloaded. */
export default function ArchiveCard() {
  const start = useMutation({
    mutationFn: () => api.post('/export/archive/', undefined, { schema: archiveJobSchema }),
  });
  const jobId = start.data?.id;
  const job = useQuery({
    queryKey: ['account', 'archive', jobId],
    queryFn: () => api.get(`/export/archive/${jobId}/`, { schema: archiveJobSchema }),
    enabled: jobId !== undefined,
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? POLL_MS : false),
  });
  const download = useMutation({
    mutationFn: (id: string) =>
      downloadApiFile(`/export/archive/${id}/download/`, 'marshlog-archive.zip'),
  });
  const current = job.data ?? start.data;
  const failure = start.error ?? job.error ?? download.error;
  return (
    <Card role="region" aria-labelledby="archive-title">
      <h2 id="archive-title" className="mb-2 text-lg font-semibold text-ink">
        {ARCHIVE_TEXT.title}
      </h2>
      <p className="mb-4 text-ink-muted">{ARCHIVE_TEXT.intro}</p>
      {current?.status === 'preparing' ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="text-ink">{ARCHIVE_TEXT.preparing(current.progress)}</span>
          <progress className="w-full accent-accent" max={100} value={current.progress} />
        </div>
      ) : null}
      {current?.status === 'failed' ? (
        <p role="alert" className="text-danger">
          {ARCHIVE_TEXT.failed}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="text-danger">
          {errorMessage(failure)}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {current?.status === 'ready' ? (
          <Button loading={download.isPending} onClick={() => download.mutate(current.id)}>
            {ARCHIVE_TEXT.download}
          </Button>
        ) : null}
        <Button
          variant={current?.status === 'ready' ? 'secondary' : 'primary'}
          loading={start.isPending || current?.status === 'preparing'}
          onClick={() => start.mutate()}
        >
          {ARCHIVE_TEXT.prepare}
        </Button>
      </div>
    </Card>
  );
}
