import { DeleteAccountCard } from './DeleteAccountCard';
import { PasswordCard } from './PasswordCard';
import { SessionsCard } from './SessionsCard';

/** The account half of the profile screen: password, sessions, and leaving. */
export function AccountSettings() {
  return (
    <section aria-label="Account" className="mt-6 flex flex-col gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        <PasswordCard />
        <SessionsCard />
      </div>
      <DeleteAccountCard />
    </section>
  );
}
