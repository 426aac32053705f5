import { Link, Outlet } from 'react-router';
import { useSession } from '../../api';
import { MobileMenu } from './MobileMenu';
import { NavLinks } from './NavLinks';
import { useNarrowHeader } from './use-narrow-header';
import { UserMenu } from './UserMenu';
import { HeaderBell } from '../../features/notifications/HeaderBell';
import { VisitorActions } from './VisitorActions';
import { Wordmark } from './MarshlogMark';

/**
 * The frame of every in-app screen: header with the name, navigation and account menu. A signed-out
 * visitor (of a public hunt or location) gets the name and Sign in / Create account, no navigation.
 */
export function AppLayout() {
  const { user, status } = useSession();
  const narrow = useNarrowHeader();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-line bg-canvas/90 backdrop-blur">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-3 px-4 sm:gap-6">
          <Link to="/" aria-label="Marshlog home" className="shrink-0 rounded-lg">
            <Wordmark compact={!user} />
          </Link>
          {user && !narrow ? (
            // Eight screens fit in one bar only from xl up; narrower screens use the Menu sheet.
            <nav aria-label="Main" className="hidden xl:block">
              <NavLinks layout="bar" />
            </nav>
          ) : null}
          <div className="ml-auto flex items-center gap-2">
            {user ? (
              <>
                <HeaderBell />
                {narrow ? (
                  <div className="xl:hidden">
                    <MobileMenu user={user} />
                  </div>
                ) : (
                  <div className="hidden xl:block">
                    <UserMenu user={user} />
                  </div>
                )}
              </>
            ) : status === 'loading' ? null : (
              <VisitorActions />
            )}
          </div>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:py-8"
      >
        <Outlet />
      </main>
    </div>
  );
}
