import { ButtonLink, EmptyState } from '../../../ui';

/** An unknown hunt, or one the viewer may not see: the server answers both with 404. */
export function HuntNotFound() {
  return (
    <div className="mx-auto max-w-xl py-10">
      <h1 className="sr-only">Hunt not found</h1>
      <EmptyState
        icon={
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          >
            <path d="M3 16c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 3 2M3 20c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 3 2" />
            <path d="M9.5 6.5a2.5 2.5 0 1 1 3.4 2.3c-.6.3-.9.8-.9 1.4V11M12 13.2h.01" />
          </svg>
        }
        title="Hunt not found"
        description="This hunt does not exist, was deleted, or is not shared with you."
        action={<ButtonLink to="/hunts">Back to hunts</ButtonLink>}
      />
    </div>
  );
}
