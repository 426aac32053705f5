import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { SessionUser } from '../../api';
import { Avatar, Button, Icon } from '../../ui';
import { LazyNavCount } from './LazyNavCounts';
import { MENU_BUTTON_CLASSES } from './menu-button';
import { NavLinks } from './NavLinks';
import { useSignOutAction } from './use-sign-out-action';

/**
 * The Menu sheet of narrow screens, with its Radix dialog: loaded the first time the hunter opens
 * it, so screens that never show it do not load the dialog library. It opens as it arrives.
 */
export function MobileMenuSheet({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(true);
  const { signOut, pending, warning } = useSignOutAction();
  return (
    <>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className={`relative ${MENU_BUTTON_CLASSES}`}>
          <Icon name="menu" className="size-5" strokeWidth={2} />
          Menu
          <LazyNavCount badge="menu" />
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,88vw)] flex-col border-l border-line bg-surface shadow-2xl data-[state=open]:animate-[fade-in_150ms_ease-out]"
          >
            <div className="flex items-center justify-between border-b border-line px-4 py-3">
              <Dialog.Title className="text-lg font-semibold text-ink">Menu</Dialog.Title>
              <Dialog.Close
                aria-label="Close menu"
                className="rounded-md p-2 text-ink-muted hover:bg-raised hover:text-ink"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                  <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
                </svg>
              </Dialog.Close>
            </div>
            <nav aria-label="Main" className="flex-1 overflow-y-auto p-3">
              <NavLinks layout="list" onNavigate={() => setOpen(false)} />
            </nav>
            <div className="flex flex-col gap-3 border-t border-line p-4">
              <div className="flex items-center gap-3">
                <Avatar name={user.name} imageUrl={user.image} />
                <div className="min-w-0">
                  <p className="truncate font-semibold text-ink">{user.name}</p>
                  <p className="truncate text-sm text-ink-muted">{user.email}</p>
                </div>
              </div>
              <Button
                variant="secondary"
                onClick={() => {
                  setOpen(false);
                  signOut();
                }}
                loading={pending}
              >
                Sign out
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {warning}
    </>
  );
}
