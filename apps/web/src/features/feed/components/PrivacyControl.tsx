import {
  FEED_TEXTS,
  PRIVACY_LABELS,
  PRIVACY_LEVELS,
  type Activity,
  type PrivacyLevel,
} from '@marshlog/domain';
import { errorMessage } from '../../../api';
import { useToast } from '../../../ui';
import { useUpdateActivityPrivacy } from '../api';

const ORDER: Record<PrivacyLevel, number> = { private: 0, friends: 1, public: 2 };

/** The author's control: who sees this activity, narrowed only (its item still decides the rest). */
export function PrivacyControl({ activity }: { activity: Activity }) {
  const update = useUpdateActivityPrivacy(activity.id);
  const toast = useToast();
  const choices = PRIVACY_LEVELS.filter((level) => ORDER[level] <= ORDER[activity.privacy_level]);
  return (
    <label className="flex items-center gap-2 text-sm text-ink-muted">
      <span className="sr-only">{FEED_TEXTS.privacyControl}</span>
      <select
        aria-label={FEED_TEXTS.privacyControl}
        value={activity.privacy_level}
        disabled={update.isPending || choices.length === 1}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          const level = PRIVACY_LEVELS.find((choice) => choice === event.target.value);
          if (level) update.mutate(level, { onError: (error) => toast.error(errorMessage(error)) });
        }}
        className="min-h-11 rounded-lg border border-line-strong bg-surface px-2 text-ink"
      >
        {choices.map((level) => (
          <option key={level} value={level}>
            {PRIVACY_LABELS[level]}
          </option>
        ))}
      </select>
    </label>
  );
}
