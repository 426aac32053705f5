/** The Menu button's look, shared by the button drawn at once and the sheet's own trigger. */
export const MENU_BUTTON_CLASSES =
  'flex min-h-11 items-center gap-2 rounded-lg border border-line px-3 font-medium text-ink hover:bg-raised';
