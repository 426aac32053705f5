import {
  BIRD_MESSAGES,
  BIRD_QUANTITY_MAX,
  BIRD_QUANTITY_MIN,
  clampBirdQuantity,
} from '@marshlog/domain';
import { useState } from 'react';
import { Button, controlClasses, cx, Field } from '../../../ui';

/**
 * How many of the same bird to add. What is typed is clamped to 1-20 at once, with the seed's
 * message saying why; a cleared box reads as NaN so the form refuses it with the same message.
 */
export function QuantityField({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: number;
  onChange: (quantity: number) => void;
  onBlur?: () => void;
  error?: string;
}) {
  const [clamped, setClamped] = useState(false);

  const take = (typed: string) => {
    if (typed.trim() === '') {
      setClamped(false);
      onChange(Number.NaN);
      return;
    }
    const quantity = Number(typed);
    const kept = clampBirdQuantity(quantity);
    setClamped(kept !== quantity);
    onChange(kept);
  };
  const step = (by: number) => {
    setClamped(false);
    onChange(clampBirdQuantity((Number.isNaN(value) ? BIRD_QUANTITY_MIN : value) + by));
  };

  const notice =
    clamped && !error ? (
      <span role="status" className="font-medium text-warning">
        {BIRD_MESSAGES.quantityRange}
      </span>
    ) : (
      `Adds this many of the same bird, ${BIRD_QUANTITY_MIN} to ${BIRD_QUANTITY_MAX}.`
    );

  return (
    <Field label="Quantity" error={error} hint={notice}>
      {(control) => (
        <div className="flex items-stretch gap-2">
          <Button
            variant="secondary"
            aria-label="One fewer"
            className="w-11 shrink-0 px-0 text-xl"
            onClick={() => step(-1)}
            disabled={value <= BIRD_QUANTITY_MIN}
          >
            −
          </Button>
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={BIRD_QUANTITY_MIN}
            max={BIRD_QUANTITY_MAX}
            step={1}
            value={Number.isNaN(value) ? '' : String(value)}
            onChange={(event) => take(event.target.value)}
            onBlur={onBlur}
            className={cx(controlClasses, 'min-h-11 w-20 text-center tabular-nums')}
          />
          <Button
            variant="secondary"
            aria-label="One more"
            className="w-11 shrink-0 px-0 text-xl"
            onClick={() => step(1)}
            disabled={value >= BIRD_QUANTITY_MAX}
          >
            +
          </Button>
        </div>
      )}
    </Field>
  );
}
