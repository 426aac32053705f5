import type { FormEventHandler, ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { useSession } from '../../api';
import { Button, LoadingState } from '../../ui';
import { AuthCard, FormError } from './AuthCard';
import { ProviderButtons } from './ProviderButtons';
import { withNext } from './use-next-path';

/**
 * A sign-in or sign-up screen: a signed-in hunter goes on to `next`; everyone else gets the
 * provider buttons, the form and a link to the other screen (keeping `next`).
 */
export function AuthFormScreen({
  title,
  subtitle,
  next,
  switchPrompt,
  switchTo,
  switchLabel,
  formError,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: {
  title: string;
  subtitle: string;
  next: string;
  switchPrompt: string;
  switchTo: string;
  switchLabel: string;
  formError?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  const session = useSession();
  if (session.status === 'authenticated') return <Navigate to={next} replace />;
  if (session.status === 'loading') return <LoadingState />;

  return (
    <AuthCard
      title={title}
      subtitle={subtitle}
      footer={
        <>
          {switchPrompt}{' '}
          <Link
            to={withNext(switchTo, next)}
            className="font-semibold text-accent-strong hover:underline"
          >
            {switchLabel}
          </Link>
        </>
      }
    >
      <ProviderButtons next={next} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormError message={formError} />
        {children}
        <Button
          type="submit"
          size="lg"
          loading={pending}
          loadingText={pendingLabel}
          className="mt-2"
        >
          {submitLabel}
        </Button>
      </form>
    </AuthCard>
  );
}
