import { ButtonLink, EmptyState } from '../ui';

/** Any path no screen claims. */
export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl py-10">
      <title>Page not found · Marshlog</title>
      <h1 className="sr-only">Page not found</h1>
      <EmptyState
        icon={
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          >
            <path d="M3 15c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 3 2M3 19c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 3 2" />
            <circle cx="12" cy="7" r="3" />
          </svg>
        }
        title="Page not found"
        description="Nothing here but open water. The page may have moved, or the link is mistyped."
        action={<ButtonLink to="/">Back to your logbook</ButtonLink>}
      />
    </div>
  );
}
