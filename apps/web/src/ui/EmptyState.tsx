import type { ReactNode } from 'react';

/** What a list shows when it has nothing yet, with the way forward. */
export function EmptyState({
  title,
  description,
  action,
  icon,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line-strong px-6 py-10 text-center">
      {icon ? <div className="text-ink-faint [&>svg]:size-10">{icon}</div> : null}
      <p className="text-lg font-semibold text-ink">{title}</p>
      {description ? <p className="max-w-prose text-ink-muted">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
