import { ACCOUNT_TEXT, type AccountSession } from '@marshlog/domain';
import { errorMessage } from '../../api';
import { Badge, Button, Card, LoadingState, QueryErrorState } from '../../ui';
import { useEndSession, useSessions, useSignOutEverywhere } from './api';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [string, string][] = [
  ['iPhone', 'iPhone'],
  ['iPad', 'iPad'],
  ['Android', 'Android'],
  ['Mac OS', 'macOS'],
  ['Windows', 'Windows'],
  ['Linux', 'Linux'],
];

/** A browser's user agent in a few words: "Firefox on Linux". */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return ACCOUNT_TEXT.unknownDevice;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Browser';
  const system = SYSTEMS.find(([needle]) => userAgent.includes(needle))?.[1];
  return system ? `${browser} on ${system}` : browser;
}

function SessionRow({ session }: { session: AccountSession }) {
  const end = useEndSession();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session">
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-medium text-ink">
          {deviceName(session.user_agent)}
          {session.current ? <Badge tone="accent">{ACCOUNT_TEXT.thisDevice}</Badge> : null}
        </p>
        <p className="text-sm text-ink-muted">
          Signed in {dateTime.format(new Date(session.created_at))} · last active{' '}
          {dateTime.format(new Date(session.last_used_at))}
        </p>
        {end.isError ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(end.error)}
          </p>
        ) : null}
      </div>
      <Button
        variant="secondary"
        size="sm"
        loading={end.isPending}
        loadingText="Signing out..."
        onClick={() => end.mutate(session.id)}
        aria-label={`${ACCOUNT_TEXT.endSession}: ${deviceName(session.user_agent)}`}
      >
        {ACCOUNT_TEXT.endSession}
      </Button>
    </li>
  );
}

/** Where the hunter is signed in; end one sign-in, or all. */
export function SessionsCard() {
  const sessions = useSessions();
  const everywhere = useSignOutEverywhere();
  return (
    <Card role="region" aria-labelledby="sessions-title">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h2 id="sessions-title" className="text-lg font-semibold text-ink">
          {ACCOUNT_TEXT.sessionsTitle}
        </h2>
        <Button
          variant="danger"
          size="sm"
          loading={everywhere.isPending}
          loadingText="Signing out..."
          onClick={() => everywhere.mutate()}
        >
          {ACCOUNT_TEXT.signOutEverywhere}
        </Button>
      </div>
      {sessions.isPending ? <LoadingState text={ACCOUNT_TEXT.sessionsLoading} /> : null}
      {sessions.isError ? (
        <QueryErrorState title={ACCOUNT_TEXT.sessionsError} query={sessions} />
      ) : null}
      {sessions.data ? (
        <ul className="divide-y divide-line">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
