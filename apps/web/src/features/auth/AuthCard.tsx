import type { ReactNode } from 'react';
import { Card } from '../../ui';

/** The card of a sign-in screen: heading, a line under it, the form, and a footer link. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-6 p-6 sm:p-8">
      <title>{`${title} · Marshlog`}</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {subtitle ? <p className="text-ink-muted">{subtitle}</p> : null}
      </div>
      {children}
      {footer ? (
        <div className="border-t border-line pt-5 text-center text-ink-muted">{footer}</div>
      ) : null}
    </Card>
  );
}

/** A form-level error (not tied to one field), read out when it appears. */
export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2.5 font-medium text-danger"
    >
      {message}
    </p>
  );
}
