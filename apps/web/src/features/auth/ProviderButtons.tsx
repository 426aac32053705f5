import { rememberNextForProvider } from '../../api/next-path';
import { useAuthProviders } from '../../api';
import { buttonClasses } from '../../ui';

/** One "Continue with {name}" button per configured identity provider; nothing when there are none. */
export function ProviderButtons({ next }: { next: string }) {
  const providers = useAuthProviders();
  if (!providers.data?.length) return null;
  return (
    <div className="flex flex-col gap-3">
      {providers.data.map((provider) => (
        <a
          key={provider.id}
          href={provider.start_url}
          onClick={() => rememberNextForProvider(next)}
          className={buttonClasses('secondary', 'lg', 'w-full')}
        >
          Continue with {provider.name}
        </a>
      ))}
      <div className="flex items-center gap-3 text-sm text-ink-faint" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        or with your email
        <span className="h-px flex-1 bg-line" />
      </div>
    </div>
  );
}
