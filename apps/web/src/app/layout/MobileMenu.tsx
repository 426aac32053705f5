import { useState, type ComponentType } from 'react';
import { errorMessage, type SessionUser } from '../../api';
import { Icon, useToast } from '../../ui';
import { LazyNavCount } from './LazyNavCounts';
import { MENU_BUTTON_CLASSES } from './menu-button';

type Sheet = ComponentType<{ user: SessionUser }>;
let sheetLoad: Promise<Sheet> | null = null;
const loadSheet = () => {
  sheetLoad ??= import('./MobileMenuSheet').then((module) => module.MobileMenuSheet);
  // A failed load is not kept: the next tap tries again.
  sheetLoad.catch(() => (sheetLoad = null));
  return sheetLoad;
};

/**
 * On narrow screens the navigation and account actions fold into one Menu sheet. Its button is
 * drawn here at once; the sheet, with the dialog library, loads on the first tap and opens.
 */
export function MobileMenu({ user }: { user: SessionUser }) {
  const [MenuSheet, setMenuSheet] = useState<Sheet | null>(null);
  const [loading, setLoading] = useState(false);
  const toast = useToast();
  if (MenuSheet) return <MenuSheet user={user} />;

  const open = () => {
    setLoading(true);
    loadSheet()
      .then((sheet) => setMenuSheet(() => sheet))
      .catch((error: unknown) => {
        console.error('The menu failed to load', error);
        toast.error('Could not open the menu', { description: errorMessage(error) });
      })
      .finally(() => setLoading(false));
  };
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-busy={loading}
      className={`relative ${MENU_BUTTON_CLASSES}`}
      onClick={open}
    >
      <Icon name="menu" className="size-5" strokeWidth={2} />
      Menu
      <LazyNavCount badge="menu" />
    </button>
  );
}
