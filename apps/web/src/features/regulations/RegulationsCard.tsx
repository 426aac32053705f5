import { Card, LoadingState, QueryErrorState } from '../../ui';
import { SeasonLinks } from '../season/SeasonLinks';
import { useMyRegulations } from './api';
import { RegulationChoiceForm } from './RegulationChoiceForm';
import { RegulationNumbers } from './RegulationNumbers';
import { StateRulesImport } from './StateRulesImport';

/** The profile's regulations: where the hunter hunts, the numbers that apply and their sources. */
export function RegulationsCard() {
  const regulations = useMyRegulations();
  return (
    <Card className="flex flex-col gap-5" data-testid="regulations-card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">Hunting regulations</h2>
        <SeasonLinks className="text-sm" />
      </div>
      {regulations.isPending ? <LoadingState text="Loading your regulations..." /> : null}
      {regulations.isError ? (
        <QueryErrorState title="Could not load your regulations" query={regulations} />
      ) : null}
      {regulations.data ? (
        <>
          <RegulationChoiceForm current={regulations.data} />
          <p
            role="status"
            className="rounded-lg border border-line bg-canvas/60 px-3 py-2 text-sm text-ink-muted"
            data-testid="regulations-notice"
          >
            {regulations.data.notice}
          </p>
          {regulations.data.regulations ? (
            <RegulationNumbers set={regulations.data.regulations} />
          ) : null}
          <StateRulesImport current={regulations.data} />
        </>
      ) : null}
    </Card>
  );
}
