import {
  FEED_TEXTS,
  PRIVACY_LABELS,
  PRIVACY_LEVELS,
  privacyControlHint,
  type Activity,
} from '@marshlog/domain';
import { errorMessage } from '../../../api';
import { useToast } from '../../../ui';
import { useUpdateActivityPrivacy } from '../api';

/**
 * The author's control: who sees this activity, narrowed or widened again up to its item's own
 * level, with one line saying what the current choice does.
 */
export function PrivacyControl({ activity }: { activity: Activity }) {
  const update = useUpdateActivityPrivacy(activity.id);
  const toast = useToast();
  const widest = PRIVACY_LEVELS.indexOf(activity.widest_privacy_level);
  const choices = PRIVACY_LEVELS.filter(
    (level, index) => index <= widest || level === activity.privacy_level,
  );
  const hintId = `activity-${activity.id}-privacy-hint`;
  return (
    <div className="flex max-w-56 flex-col items-end gap-1 text-right">
      <select
        aria-label={FEED_TEXTS.privacyControl}
        aria-describedby={hintId}
        value={activity.privacy_level}
        disabled={update.isPending || choices.length === 1}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          const level = PRIVACY_LEVELS.find((choice) => choice === event.target.value);
          if (level) update.mutate(level, { onError: (error) => toast.error(errorMessage(error)) });
        }}
        className="min-h-11 rounded-lg border border-line-strong bg-surface px-2 text-sm text-ink"
      >
        {choices.map((level) => (
          <option key={level} value={level}>
            {PRIVACY_LABELS[level]}
          </option>
        ))}
      </select>
      <p id={hintId} className="text-xs text-ink-faint">
        {privacyControlHint(activity.privacy_level, activity.widest_privacy_level)}
      </p>
    </div>
  );
}
