import { useState } from 'react';
import { SEASON_MESSAGES, seasonOf } from '@marshlog/domain';
import { ButtonLink, EmptyState, LoadingState, PageHeader, QueryErrorState } from '../../ui';
import { todayIsoDate } from '../hunts/format';
import { useSeasonSummary, type SeasonChoice } from './api';
import { SeasonControls } from './SeasonControls';
import { SummaryActions } from './SummaryActions';
import { SummaryView } from './SummaryView';
import './season-print.css';

/**
 * The season summary (issue 27): a season of the hunter's own hunts as the HIP certification and
 * the harvest survey ask for them, to read, print, or download as CSV or PDF.
 */
export default function SeasonSummaryPage() {
  const [choice, setChoice] = useState<SeasonChoice>(() => ({
    season: seasonOf(todayIsoDate()),
    state: '',
  }));
  const summary = useSeasonSummary(choice);
  return (
    <div className="season-print mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6">
      <PageHeader
        title="Season summary"
        description="Your days, birds and shells of a season, laid out for the HIP and harvest surveys."
        actions={<SummaryActions choice={choice} />}
      />
      <SeasonControls choice={choice} onChange={setChoice} />
      {summary.isPending ? (
        <LoadingState text="Adding up your season..." />
      ) : summary.isError ? (
        <QueryErrorState title="Your season summary could not be loaded" query={summary} />
      ) : summary.data.hunts === 0 ? (
        <EmptyState
          title={SEASON_MESSAGES.noHunts}
          description="Pick another season, or log a hunt: its birds, shells and lost birds count here."
          action={<ButtonLink to="/hunts/create">Log a hunt</ButtonLink>}
        />
      ) : (
        <SummaryView summary={summary.data} />
      )}
    </div>
  );
}
