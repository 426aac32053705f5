import { lazy, Suspense } from 'react';
import { Card, LoadingState } from '../../ui';
import { DeleteAccountCard } from './DeleteAccountCard';
import { ExportCard } from './ExportCard';
import { PasswordCard } from './PasswordCard';
import { SessionsCard } from './SessionsCard';

/** The import card and its parsers of answers load on their own, off the profile's first load. */
const ImportCard = lazy(() => import('../import/ImportCard'));
const ArchiveCard = lazy(() => import('./ArchiveCard'));

/** The account half of the profile screen: password, sessions, export, import, and leaving. */
export function AccountSettings() {
  return (
    <section aria-label="Account" className="mt-6 flex flex-col gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        <PasswordCard />
        <SessionsCard />
      </div>
      <ExportCard />
      <Suspense
        fallback={
          <Card>
            <LoadingState />
          </Card>
        }
      >
        <ArchiveCard />
        <ImportCard />
      </Suspense>
      <DeleteAccountCard />
    </section>
  );
}
