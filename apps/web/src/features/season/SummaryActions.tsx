import { useState } from 'react';
import { Button, ButtonLink, useToast } from '../../ui';
import { errorMessage } from '../../api';
import { downloadSeasonSummary, type SeasonChoice } from './api';

/** Print, the CSV and the PDF of the summary on screen, and the way to the band log. */
export function SummaryActions({ choice }: { choice: SeasonChoice }) {
  const toast = useToast();
  const [downloading, setDownloading] = useState<'csv' | 'pdf' | null>(null);
  const download = (format: 'csv' | 'pdf') => {
    setDownloading(format);
    downloadSeasonSummary(choice, format)
      .catch((error: unknown) => toast.error(errorMessage(error, 'The download failed')))
      .finally(() => setDownloading(null));
  };
  return (
    <div className="season-no-print flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => window.print()}>
        Print
      </Button>
      <Button
        variant="secondary"
        size="sm"
        loading={downloading === 'csv'}
        onClick={() => download('csv')}
      >
        Download CSV
      </Button>
      <Button
        variant="secondary"
        size="sm"
        loading={downloading === 'pdf'}
        onClick={() => download('pdf')}
      >
        Download PDF
      </Button>
      <ButtonLink to="/season/bands" variant="ghost" size="sm">
        Band log
      </ButtonLink>
    </div>
  );
}
