import type { ReactNode } from 'react';
import { ButtonLink } from './Button';
import { EmptyState } from './EmptyState';

/** A whole screen for what is not there (or not shown to this viewer), with the way back. */
export function NotFoundState({
  title,
  description,
  icon,
  backTo,
  backLabel,
}: {
  title: string;
  description: string;
  icon: ReactNode;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 className="sr-only">{title}</h1>
      <EmptyState
        icon={icon}
        title={title}
        description={description}
        action={<ButtonLink to={backTo}>{backLabel}</ButtonLink>}
      />
    </div>
  );
}
