import { useState } from 'react';
import {
  FEED_TEXTS,
  REACTION_LABELS,
  REACTION_TYPES,
  type Activity,
  type ReactionType,
} from '@marshlog/domain';
import { useToast } from '../../../ui';
import { errorMessage } from '../../../api';
import { useReact } from '../api';
import { ActivityComments } from './ActivityComments';

/** Reactions, comments and sharing under a card; signed out, a prompt to sign in instead. */
export function ReactionBar({ activity, signedIn }: { activity: Activity; signedIn: boolean }) {
  const react = useReact(activity.id);
  const toast = useToast();
  const [commentsOpen, setCommentsOpen] = useState(false);

  if (!signedIn) {
    return <p className="mt-3 text-sm text-ink-muted">{FEED_TEXTS.signInToReact}</p>;
  }

  const choose = (reaction: ReactionType) =>
    react.mutate(activity.user_reaction === reaction ? null : reaction, {
      onError: (error) => toast.error(errorMessage(error)),
    });

  const share = async () => {
    const url = new URL(
      `/${activity.content_object_data.url_data.type}s/${activity.content_object_data.url_data.id}`,
      window.location.origin,
    ).toString();
    try {
      await navigator.clipboard.writeText(url);
      toast.success(FEED_TEXTS.linkCopied);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <div className="mt-3 border-t border-line pt-3">
      <div className="flex flex-wrap items-center gap-2">
        {REACTION_TYPES.map((reaction) => {
          const pressed = activity.user_reaction === reaction;
          return (
            <button
              key={reaction}
              type="button"
              aria-pressed={pressed}
              aria-label={`${REACTION_LABELS[reaction]} (${activity.reaction_counts[reaction]})`}
              disabled={react.isPending}
              onClick={() => choose(reaction)}
              className={`inline-flex min-h-11 items-center gap-1 rounded-full border px-3 text-sm ${
                pressed
                  ? 'border-accent bg-accent/10 text-accent-strong'
                  : 'border-line text-ink-muted hover:text-ink'
              }`}
            >
              <span>{REACTION_LABELS[reaction]}</span>
              <span className="font-semibold">{activity.reaction_counts[reaction]}</span>
            </button>
          );
        })}
        <button
          type="button"
          aria-expanded={commentsOpen}
          onClick={() => setCommentsOpen((open) => !open)}
          className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line px-3 text-sm text-ink-muted hover:text-ink"
        >
          {FEED_TEXTS.comments} ({activity.comment_count})
        </button>
        {activity.content_object_data.url_data.type !== 'friendship' &&
        activity.content_object_data.url_data.type !== 'user' ? (
          <button
            type="button"
            onClick={() => void share()}
            className="inline-flex min-h-11 items-center rounded-full border border-line px-3 text-sm text-ink-muted hover:text-ink"
          >
            {FEED_TEXTS.share}
          </button>
        ) : null}
      </div>
      {commentsOpen ? <ActivityComments activityId={activity.id} /> : null}
    </div>
  );
}
