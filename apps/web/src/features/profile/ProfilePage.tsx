import { Avatar, Card, LoadingState, PageHeader, QueryErrorState } from '../../ui';
import { RegulationsCard } from '../regulations';
import { AccountSettings } from '../account/AccountSettings';
import { ProfileForm } from './ProfileForm';
import { useMyProfile } from './queries';

/** The hunter's own profile: who they are to friends, and how they sign in. */
export default function ProfilePage() {
  const profile = useMyProfile();
  if (profile.isPending) return <LoadingState text="Loading your profile..." />;
  if (profile.isError) {
    return <QueryErrorState title="Could not load your profile" query={profile} />;
  }
  const user = profile.data;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Profile" description="How other hunters see you on Marshlog." />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)]">
        <Card className="flex flex-col items-center gap-3 self-start text-center">
          <Avatar name={user.name} imageUrl={user.profile_image_url} size="lg" />
          <div className="min-w-0">
            <p className="text-xl font-semibold break-words text-ink" data-testid="profile-name">
              {user.name}
            </p>
            <p className="text-ink-muted break-all" data-testid="profile-username">
              @{user.username}
            </p>
          </div>
          <dl className="mt-2 w-full border-t border-line pt-3 text-left">
            <dt className="text-sm text-ink-faint">Email</dt>
            <dd className="break-all text-ink" data-testid="profile-email">
              {user.email}
            </dd>
          </dl>
        </Card>
        <Card>
          <h2 className="mb-4 text-lg font-semibold text-ink">Edit profile</h2>
          <ProfileForm user={user} />
        </Card>
      </div>
      <div className="mt-6">
        <RegulationsCard />
      </div>
      <AccountSettings />
    </div>
  );
}
