import type { ReactNode } from 'react';
import {
  AUDIENCE_HINTS,
  AUDIENCE_LABELS,
  PRIVACY_LABELS,
  type Audience,
  type PrivacyLevel,
} from '@marshlog/domain';
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
  title,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <span
      title={title}
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

/** Who can really read it, as the server enforces it: chosen partners in blue between private and friends. */
export const AUDIENCE_TONES: Record<Audience, BadgeTone> = {
  private: 'danger',
  partners: 'info',
  friends: 'warning',
  public: 'success',
};

/** The card border of each audience (seed 000: private red, friends yellow, public green). */
export const AUDIENCE_BORDERS: Record<Audience, string> = {
  private: 'border-l-danger',
  partners: 'border-l-info',
  friends: 'border-l-warning',
  public: 'border-l-success',
};

/** The one badge feed cards and Reports show: the audience the server enforces, with what it means. */
export function AudienceBadge({ audience }: { audience: Audience }) {
  return (
    <Badge tone={AUDIENCE_TONES[audience]} title={AUDIENCE_HINTS[audience]}>
      {AUDIENCE_LABELS[audience]}
    </Badge>
  );
}
