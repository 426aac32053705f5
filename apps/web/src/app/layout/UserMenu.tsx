import { Link } from 'react-router';
import type { SessionUser } from '../../api';
import { Avatar, Popover, Spinner } from '../../ui';
import { useSignOutAction } from './use-sign-out-action';

/** The signed-in hunter's button in the header, opening Profile and Sign out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { signOut, pending, warning } = useSignOutAction();

  return (
    <>
      <Popover
        label={`Account menu for ${user.name}`}
        buttonClassName="flex min-h-11 items-center gap-2 rounded-full border border-line py-1 pr-3 pl-1 text-ink hover:border-line-strong hover:bg-raised"
        button={
          <>
            <Avatar name={user.name} imageUrl={user.image} size="sm" />
            {/* The name shows where the bar has room for it; the button is named for it either way. */}
            <span className="hidden max-w-40 truncate font-medium 2xl:inline">{user.name}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-4 text-ink-muted"
              fill="currentColor"
            >
              <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
            </svg>
          </>
        }
        panelClassName="absolute right-0 z-40 mt-2 w-64 overflow-hidden rounded-xl border border-line bg-surface shadow-2xl shadow-black/50"
      >
        {(close) => (
          <>
            <div className="border-b border-line px-4 py-3">
              <p className="truncate font-semibold text-ink">{user.name}</p>
              <p className="truncate text-sm text-ink-muted">@{user.username}</p>
              <p className="truncate text-sm text-ink-faint">{user.email}</p>
            </div>
            <ul className="p-1.5">
              <li>
                <Link
                  to="/profile"
                  onClick={close}
                  className="flex min-h-11 items-center rounded-lg px-3 text-ink hover:bg-raised"
                >
                  Profile
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    signOut();
                  }}
                  disabled={pending}
                  className="flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-ink hover:bg-raised"
                >
                  {pending ? <Spinner className="size-4" /> : null}
                  Sign out
                </button>
              </li>
            </ul>
          </>
        )}
      </Popover>
      {warning}
    </>
  );
}
