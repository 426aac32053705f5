import { useState } from 'react';
import type { ReportCommentNode } from '@marshlog/domain';
import { errorMessage } from '../../../api';
import { Avatar, Badge, Button, ConfirmDialog, cx, useToast } from '../../../ui';
import { useAddComment, useDeleteComment, useEditComment } from '../comments-api';
import { authorName, formatTimestamp } from '../format';
import { CommentForm } from './CommentForm';

/** Replies indent up to this depth; deeper ones line up, so a long exchange stays readable at 375 px. */
const MAX_INDENT_DEPTH = 3;

/** One comment with its replies beneath it: reply, and edit or delete where the server allows. */
export function CommentItem({
  comment,
  reportId,
  canReply,
  depth = 0,
}: {
  comment: ReportCommentNode;
  reportId: number;
  canReply: boolean;
  depth?: number;
}) {
  const [mode, setMode] = useState<'reading' | 'replying' | 'editing'>('reading');
  const [confirming, setConfirming] = useState(false);
  const add = useAddComment(reportId);
  const edit = useEditComment(reportId);
  const remove = useDeleteComment(reportId);
  const toast = useToast();
  const name = authorName(comment.user);
  const edited = comment.updated_at !== comment.created_at;

  const confirmDelete = () =>
    remove.mutate(comment.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Comment deleted');
      },
      onError: (error) => {
        setConfirming(false);
        toast.error('Could not delete the comment', { description: errorMessage(error) });
      },
    });

  return (
    <li className="flex flex-col gap-3" data-testid="report-comment">
      <article aria-label={`Comment by ${name}`} className="flex gap-3">
        <Avatar name={name} imageUrl={comment.user.profile_image_url} size="sm" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-semibold text-ink">{name}</span>
            {comment.is_owner ? <Badge className="px-2 py-0 text-xs">You</Badge> : null}
            <span className="text-ink-faint">
              {formatTimestamp(comment.created_at)}
              {edited ? ' · edited' : ''}
            </span>
          </p>
          {mode === 'editing' ? (
            <CommentForm
              label="Edit your comment"
              submitLabel="Save"
              initialText={comment.content}
              focusOnOpen
              onCancel={() => setMode('reading')}
              onSubmit={async (content) => {
                await edit.mutateAsync({ id: comment.id, content });
                setMode('reading');
              }}
            />
          ) : (
            <p className="break-words whitespace-pre-wrap text-ink" data-testid="comment-content">
              {comment.content}
            </p>
          )}
          {mode === 'reading' ? (
            <div className="-ml-3 flex flex-wrap gap-1">
              {canReply ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setMode('replying')}
                  aria-label={`Reply to ${name}`}
                >
                  Reply
                </Button>
              ) : null}
              {comment.can_edit ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setMode('editing')}
                  aria-label="Edit your comment"
                >
                  Edit
                </Button>
              ) : null}
              {comment.can_delete ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setConfirming(true)}
                  aria-label={`Delete comment by ${name}`}
                >
                  Delete
                </Button>
              ) : null}
            </div>
          ) : null}
          {mode === 'replying' ? (
            <CommentForm
              label={`Reply to ${name}`}
              submitLabel="Reply"
              focusOnOpen
              onCancel={() => setMode('reading')}
              onSubmit={async (content) => {
                await add.mutateAsync({ content, parent: comment.id });
                setMode('reading');
              }}
            />
          ) : null}
        </div>
      </article>
      {comment.replies.length > 0 ? (
        <ol
          aria-label={`Replies to ${name}`}
          className={cx(
            'flex flex-col gap-4 border-l-2 border-line',
            depth < MAX_INDENT_DEPTH ? 'ml-4 pl-3 sm:ml-5 sm:pl-4' : 'pl-3',
          )}
        >
          {comment.replies.map((reply) => (
            <CommentItem
              key={reply.id}
              comment={reply}
              reportId={reportId}
              canReply={canReply}
              depth={depth + 1}
            />
          ))}
        </ol>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this comment?"
        message="The comment is removed for good."
        confirmLabel="Delete comment"
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </li>
  );
}
