import { DeleteAccountCard } from './DeleteAccountCard';
import { ExportCard } from './ExportCard';
import { PasswordCard } from './PasswordCard';
import { SessionsCard } from './SessionsCard';

/** The account half of the profile screen: password, sessions, export, and leaving. */
export function AccountSettings() {
  return (
    <section aria-label="Account" className="mt-6 flex flex-col gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        <PasswordCard />
        <SessionsCard />
      </div>
      <ExportCard />
      <DeleteAccountCard />
    </section>
  );
}
