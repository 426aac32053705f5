import { ButtonLink, Card, Icon } from '../../ui';
import { useVisitorLinks } from './visitor-links';

/** Under a public item a signed-out visitor opened by its link: what an account gives them. */
export function SignInCallout({ title, description }: { title: string; description: string }) {
  const links = useVisitorLinks();
  return (
    <Card
      className="flex flex-col gap-4 border-accent/40 sm:flex-row sm:items-center"
      data-testid="visitor-callout"
    >
      <div className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-raised text-accent-strong sm:flex">
        <Icon name="hunts" className="size-7" strokeWidth={1.8} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        <p className="text-ink-muted">{description}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={links.signUp}>Create account</ButtonLink>
        <ButtonLink to={links.signIn} variant="secondary">
          Sign in
        </ButtonLink>
      </div>
    </Card>
  );
}
