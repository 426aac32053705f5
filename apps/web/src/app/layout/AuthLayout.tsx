import { Link, Outlet } from 'react-router';
import { Wordmark } from './MarshlogMark';

/** The frame of the sign-in screens: the name above one centred card. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col items-center px-4 py-10 sm:justify-center">
      <Link to="/" aria-label="Marshlog home" className="mb-6 rounded-lg">
        <Wordmark />
      </Link>
      <main className="w-full max-w-md">
        <Outlet />
      </main>
      <p className="mt-8 max-w-sm text-center text-sm text-ink-faint">
        A logbook for duck and goose hunters: hunts, spots and reports, shared only with whom you
        choose.
      </p>
    </div>
  );
}
