import type { ReactNode } from 'react';
import { PRIVACY_LABELS, type PrivacyLevel } from '@marshlog/domain';
import { cx } from './cx';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

const tones: Record<BadgeTone, string> = {
  neutral: 'border-line-strong text-ink-muted',
  accent: 'border-accent/50 text-accent-strong bg-accent/10',
  success: 'border-success/50 text-success bg-success/10',
  warning: 'border-warning/50 text-warning bg-warning/10',
  danger: 'border-danger/50 text-danger bg-danger/10',
  info: 'border-info/50 text-info bg-info/10',
};

export function Badge({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

/** Private red, friends yellow, public green (seed 000, activity card). */
export const PRIVACY_TONES: Record<PrivacyLevel, BadgeTone> = {
  private: 'danger',
  friends: 'warning',
  public: 'success',
};

export function PrivacyBadge({ level }: { level: PrivacyLevel }) {
  return <Badge tone={PRIVACY_TONES[level]}>{PRIVACY_LABELS[level]}</Badge>;
}
