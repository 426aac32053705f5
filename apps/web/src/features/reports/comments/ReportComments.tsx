import { useId } from 'react';
import { Link } from 'react-router';
import { REPORT_COMMENT_MESSAGES, type Report } from '@marshlog/domain';
import { ApiError, useSession } from '../../../api';
import { Badge, Card, LoadingState, QueryErrorState } from '../../../ui';
import { useVisitorLinks } from '../../auth/visitor-links';
import { useAddComment, useCommentThread } from '../comments-api';
import { commentCountLabel } from '../format';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';

/**
 * The report's comments as a tree, with a box for a new one. A signed-out reader is asked to
 * sign in; where the report's policy turns comments off, the box is gone and says why.
 */
export function ReportComments({ report }: { report: Report }) {
  const headingId = useId();
  const visitor = useSession().status === 'unauthenticated';
  const thread = useCommentThread(report.id);
  const add = useAddComment(report.id);
  const refused = thread.error instanceof ApiError && thread.error.status === 403;

  return (
    <Card>
      <section aria-labelledby={headingId} className="flex flex-col gap-5">
        <div className="flex items-center gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            Comments
          </h2>
          {thread.data ? <Badge>{commentCountLabel(thread.data.count)}</Badge> : null}
        </div>
        <CommentBox
          visitor={visitor}
          canComment={report.can_comment}
          onSubmit={(content) => add.mutateAsync({ content })}
        />
        {thread.isPending ? <LoadingState text="Loading comments..." className="py-6" /> : null}
        {thread.isError && !refused ? (
          <QueryErrorState title="Could not load comments" query={thread} />
        ) : null}
        {thread.data && thread.data.comments.length === 0 ? (
          <p className="text-ink-muted">
            {report.can_comment ? 'No comments yet. Start the conversation.' : 'No comments.'}
          </p>
        ) : null}
        {thread.data && thread.data.comments.length > 0 ? (
          <ol aria-label="Comment thread" className="flex flex-col gap-5">
            {thread.data.comments.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                reportId={report.id}
                canReply={report.can_comment}
              />
            ))}
          </ol>
        ) : null}
      </section>
    </Card>
  );
}

function CommentBox({
  visitor,
  canComment,
  onSubmit,
}: {
  visitor: boolean;
  canComment: boolean;
  onSubmit: (content: string) => Promise<unknown>;
}) {
  const links = useVisitorLinks();
  if (visitor) {
    return (
      <p className="rounded-lg border border-line bg-raised/40 px-3 py-2 text-ink-muted">
        <Link to={links.signIn} className="font-semibold text-accent-strong hover:underline">
          Sign in
        </Link>{' '}
        to comment on this report.
      </p>
    );
  }
  if (!canComment) {
    return (
      <p
        role="note"
        className="rounded-lg border border-line bg-raised/40 px-3 py-2 text-ink-muted"
      >
        {REPORT_COMMENT_MESSAGES.commentsDisabled}.
      </p>
    );
  }
  return (
    <CommentForm
      label="Add a comment"
      submitLabel="Comment"
      placeholder="Ask about the spot, the spread, the weather..."
      onSubmit={onSubmit}
    />
  );
}
