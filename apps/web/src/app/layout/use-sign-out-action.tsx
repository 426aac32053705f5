import { useState } from 'react';
import { SIGN_OUT_MESSAGES, unsyncedSignOutMessage } from '@marshlog/domain';
import { useSession, useSignOut, errorMessage } from '../../api';
import { ConfirmDialog, useToast } from '../../ui';

/**
 * Signs out, leaving nothing of the hunter on this device (a shared phone): the answers kept for
 * offline reading, the saved map areas, and the items not yet on the server, which the hunter is
 * first asked to give up. If the server could not be told, the hunter still leaves and hears why.
 * Render `warning` where the button is.
 */
export function useSignOutAction() {
  const signOut = useSignOut();
  const toast = useToast();
  const hunter = useSession().user;
  const [unsynced, setUnsynced] = useState<string[] | null>(null);
  const [leaving, setLeaving] = useState(false);

  const leave = async () => {
    setLeaving(true);
    try {
      if (hunter) {
        const { forgetHunterOnDevice } = await import('../../features/offline/forget-device');
        await forgetHunterOnDevice(hunter.id, { withOutbox: true });
      }
    } catch (error) {
      console.error('What this device kept for offline use could not all be removed', error);
    } finally {
      setLeaving(false);
      setUnsynced(null);
    }
    signOut.mutate(undefined, {
      onError: (error) =>
        toast.warning('Signed out on this device', { description: errorMessage(error) }),
    });
  };

  /** The hunter's items on the device, read from it (the page may not have loaded them yet). */
  const unsyncedTitles = async () => {
    if (!hunter) return [];
    const { readOutbox } = await import('../../features/offline/outbox-db');
    const items = await readOutbox();
    return items.filter((item) => item.userId === hunter.id).map((item) => item.title);
  };

  const request = () => {
    setLeaving(true);
    unsyncedTitles()
      .catch((error: unknown) => {
        console.error('The items waiting on this device could not be read', error);
        return [];
      })
      .then((titles) => {
        setLeaving(false);
        if (titles.length > 0) setUnsynced(titles);
        else void leave();
      });
  };

  const warning = (
    <ConfirmDialog
      open={unsynced !== null}
      onOpenChange={(open) => {
        if (!open) setUnsynced(null);
      }}
      title={SIGN_OUT_MESSAGES.unsyncedTitle}
      message={unsyncedSignOutMessage(unsynced ?? [])}
      confirmLabel={SIGN_OUT_MESSAGES.signOutAnyway}
      cancelLabel={SIGN_OUT_MESSAGES.stay}
      destructive
      pending={leaving}
      onConfirm={() => void leave()}
    />
  );

  return { signOut: request, pending: signOut.isPending || leaving, warning };
}
