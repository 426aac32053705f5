import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (the dialog library, and any form inside) loads the first time it opens
 * rather than with the screen that offers it, which most visits never open (issue 14). Until
 * then it renders nothing, as a closed dialog does.
 */
export function lazyDialog<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LazyDialog(props: Props) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
