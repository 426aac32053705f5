import { Icon, NotFoundState } from '../ui';

/** Any path no screen claims. */
export function NotFoundPage() {
  return (
    <>
      <title>Page not found · Marshlog</title>
      <NotFoundState
        icon={<Icon name="open-water" strokeWidth={1.8} />}
        title="Page not found"
        description="Nothing here but open water. The page may have moved, or the link is mistyped."
        backTo="/"
        backLabel="Back to your logbook"
      />
    </>
  );
}
