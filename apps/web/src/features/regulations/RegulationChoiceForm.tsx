import { useState, type FormEvent } from 'react';
import {
  FLYWAY_LABELS,
  WATERFOWL_STATES,
  waterfowlState,
  type Flyway,
  type HunterRegulationsAnswer,
} from '@marshlog/domain';
import { ApiError, errorMessage } from '../../api';
import { Button, Select, TextField, useToast } from '../../ui';
import { FormError } from '../auth/AuthCard';
import { useSaveRegulationChoice } from './api';

const STATE_OPTIONS = WATERFOWL_STATES.map((state) => ({ value: state.code, label: state.name }));

/** State, zone and, in a state that lies in two flyways, the flyway of the zone hunted. */
export function RegulationChoiceForm({ current }: { current: HunterRegulationsAnswer }) {
  const save = useSaveRegulationChoice();
  const toast = useToast();
  const [state, setState] = useState(current.state ?? '');
  const [zone, setZone] = useState(current.zone);
  const [flyway, setFlyway] = useState<Flyway | ''>(current.flyway ?? '');
  const flyways: readonly Flyway[] = waterfowlState(state)?.flyways ?? [];
  const fieldError = (field: string) =>
    save.error instanceof ApiError ? save.error.fieldError(field) : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { state, zone, flyway: flyways.length > 1 && flyway !== '' ? flyway : null },
      { onSuccess: () => toast.success('Hunting regulations saved') },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4"
      aria-label="Your state and zone"
    >
      <FormError
        message={
          save.isError && !fieldError('state') && !fieldError('flyway')
            ? errorMessage(save.error)
            : undefined
        }
      />
      <Select
        label="State"
        placeholder="Choose your state"
        options={STATE_OPTIONS}
        value={state}
        onChange={(event) => setState(event.target.value)}
        error={fieldError('state')}
      />
      {flyways.length > 1 ? (
        <Select
          label="Flyway of your zone"
          placeholder="Choose the flyway"
          options={flyways.map((value) => ({ value, label: FLYWAY_LABELS[value] }))}
          value={flyway}
          onChange={(event) =>
            setFlyway(flyways.find((value) => value === event.target.value) ?? '')
          }
          error={fieldError('flyway')}
        />
      ) : null}
      <TextField
        label="Zone"
        optional
        hint="As your state names it, for example North Zone."
        value={zone}
        maxLength={60}
        onChange={(event) => setZone(event.target.value)}
        error={fieldError('zone')}
      />
      <div>
        <Button
          type="submit"
          loading={save.isPending}
          loadingText="Saving..."
          disabled={state === ''}
        >
          Save state and zone
        </Button>
      </div>
    </form>
  );
}
