import type { HTMLAttributes } from 'react';
import { cx } from './cx';

/** A raised panel for one group of content. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cx(
        'rounded-xl border border-line bg-surface p-5 shadow-lg shadow-black/20',
        className,
      )}
      {...rest}
    />
  );
}
