import { useState, type FormEvent } from 'react';
import {
  ACTIVITY_COMMENT_MAX_LENGTH,
  FEED_MESSAGES,
  FEED_TEXTS,
  relativeActivityTime,
} from '@marshlog/domain';
import { errorMessage } from '../../../api';
import { Button, Spinner } from '../../../ui';
import { useActivityComments, useCommentOnActivity } from '../api';
import { displayName } from '../activity-display';

/** An activity's comments, oldest first, and a box to add one (non-blank, at most 1000). */
export function ActivityComments({ activityId }: { activityId: number }) {
  const comments = useActivityComments(activityId, true);
  const post = useCommentOnActivity(activityId);
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (content.trim().length === 0) {
      setProblem(FEED_MESSAGES.commentRequired);
      return;
    }
    setProblem(null);
    post.mutate(content.trim(), {
      onSuccess: () => setContent(''),
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <div className="mt-3 flex flex-col gap-3">
      {comments.isPending ? <Spinner /> : null}
      {comments.isError ? (
        <p className="text-sm text-danger">{errorMessage(comments.error)}</p>
      ) : null}
      {comments.data ? (
        <ul aria-label={FEED_TEXTS.comments} className="flex flex-col gap-2">
          {comments.data.results.map((comment) => (
            <li key={comment.id} className="rounded-lg bg-raised px-3 py-2 text-sm">
              <span className="font-semibold text-ink">{displayName(comment.user)}</span>{' '}
              <span className="text-ink-faint">{relativeActivityTime(comment.created_at)}</span>
              <p className="text-ink">{comment.content}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={submit} className="flex gap-2">
        <label className="sr-only" htmlFor={`activity-comment-${activityId}`}>
          {FEED_TEXTS.commentPlaceholder}
        </label>
        <input
          id={`activity-comment-${activityId}`}
          value={content}
          maxLength={ACTIVITY_COMMENT_MAX_LENGTH}
          onChange={(event) => setContent(event.target.value)}
          placeholder={FEED_TEXTS.commentPlaceholder}
          aria-invalid={problem !== null}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-line bg-surface px-3 text-ink"
        />
        <Button type="submit" loading={post.isPending}>
          {FEED_TEXTS.postComment}
        </Button>
      </form>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
