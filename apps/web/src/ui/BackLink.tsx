import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The way back from a detail page to where it belongs (its list, or home for a visitor). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="mb-3 inline-flex min-h-10 items-center gap-1 rounded-lg text-ink-muted hover:text-accent-strong"
    >
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}
