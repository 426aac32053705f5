import type { ReportAuthor as Author } from '@marshlog/domain';
import { Avatar } from '../../../ui';
import { authorName } from '../format';

/** Who wrote the report: name, username and email where the server shows them, or an anonymous hunter. */
export function ReportAuthor({ author }: { author: Author }) {
  const name = authorName(author);
  return (
    <div className="flex items-center gap-3">
      <Avatar name={name} imageUrl={author.profile_image_url} />
      <div className="min-w-0">
        <p className="font-semibold break-words text-ink" data-testid="report-author-name">
          {name}
        </p>
        {author.username ? (
          <p className="text-sm break-all text-ink-muted">@{author.username}</p>
        ) : (
          <p className="text-sm text-ink-muted">The author keeps their name to themselves.</p>
        )}
        {author.email ? <p className="text-sm break-all text-ink-muted">{author.email}</p> : null}
      </div>
    </div>
  );
}
