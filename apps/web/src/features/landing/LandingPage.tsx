import { SIGN_IN_PATH } from '@marshlog/domain';
import { ButtonLink, Icon, type IconName } from '../../ui';
import { SIGN_UP_PATH } from '../auth/visitor-links';

interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

const features: Feature[] = [
  {
    icon: 'hunts',
    title: 'Log every hunt',
    text: 'The day, the spot, the weather and every duck and goose you brought home, totalled by season.',
  },
  {
    icon: 'locations',
    title: 'Keep your spots secret',
    text: 'Save blinds, ponds and fields with access notes and photos. Private until you choose to share.',
  },
  {
    icon: 'map',
    title: 'See it on the map',
    text: 'Your hunts, spots and field reports on satellite imagery, filtered by season.',
  },
  {
    icon: 'friends',
    title: 'Hunt with friends',
    text: 'Share a spot or a hunt with the friends you pick, read their reports and chat.',
  },
];

/** A sample logbook entry, drawn rather than loaded, so a visitor sees what a hunt looks like. */
function SampleHunt() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 shadow-2xl shadow-black/40"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-lg font-semibold text-ink">North pond blind</p>
          <p className="text-ink-muted">Sat, Nov 15 · Friends</p>
        </div>
        <span className="shrink-0 rounded-full border whitespace-nowrap border-accent/50 bg-accent/10 px-2.5 py-0.5 text-sm font-medium text-accent-strong">
          2025-26 season
        </span>
      </div>
      <dl className="grid grid-cols-3 gap-2">
        {[
          ['6', 'Birds'],
          ['4', 'Ducks'],
          ['2', 'Geese'],
        ].map(([count, label]) => (
          <div
            key={label}
            className="flex flex-col items-center rounded-lg border border-line bg-canvas/60 py-2"
          >
            <dd className="text-2xl font-bold text-ink tabular-nums">{count}</dd>
            <dt className="text-sm text-ink-muted">{label}</dt>
          </div>
        ))}
      </dl>
      <p className="text-sm text-ink-faint">
        Mallard drake · 6:45 AM, Canada Goose gander · 7:10 AM, and 4 more
      </p>
    </div>
  );
}

/**
 * `/` for a visitor: what Marshlog is, and the way in (create an account or sign in). A signed-in
 * hunter never sees it: `/` takes them home (app/HomeRoute.tsx).
 */
export default function LandingPage() {
  return (
    <div className="flex flex-col gap-12 py-2 sm:gap-16 sm:py-6">
      <section className="grid items-center gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-5">
          <p className="font-semibold tracking-wide text-accent-strong uppercase">
            The waterfowl hunter&rsquo;s logbook
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">
            Every hunt, every spot, every bird. Yours to keep.
          </h1>
          <p className="max-w-xl text-lg text-ink-muted">
            Marshlog keeps your duck and goose hunts, the places you hunt and what you took there,
            season after season. Share what you choose with the friends you choose; your secret
            spots stay secret.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={SIGN_UP_PATH} size="lg">
              Create your logbook
            </ButtonLink>
            <ButtonLink to={SIGN_IN_PATH} size="lg" variant="secondary">
              Sign in
            </ButtonLink>
          </div>
          <p className="text-sm text-ink-faint">Free, and nothing is shared until you say so.</p>
        </div>
        <SampleHunt />
      </section>

      <section aria-labelledby="landing-features">
        <h2 id="landing-features" className="mb-5 text-2xl font-bold tracking-tight text-ink">
          What you can do with it
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li
              key={feature.title}
              className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-5"
            >
              <Icon name={feature.icon} className="size-7 text-accent" strokeWidth={1.8} />
              <h3 className="text-lg font-semibold text-ink">{feature.title}</h3>
              <p className="text-ink-muted">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="flex flex-col items-start gap-4 rounded-2xl border border-line bg-raised/60 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold text-ink">Opening day is closer than it looks.</h2>
          <p className="text-ink-muted">
            Set up your logbook in a minute: a name, an email, a password.
          </p>
        </div>
        <ButtonLink to={SIGN_UP_PATH}>Create account</ButtonLink>
      </section>
    </div>
  );
}
