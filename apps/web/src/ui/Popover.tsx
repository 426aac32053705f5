import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A header button that opens a panel below it (the account menu, the notifications). A click
 * outside closes it; Escape closes it and puts focus back on the button.
 */
export function Popover({
  label,
  buttonClassName,
  button,
  panelClassName,
  children,
}: {
  /** The button's accessible name. */
  label: string;
  buttonClassName: string;
  /** What the button shows. */
  button: ReactNode;
  panelClassName: string;
  /** The panel's content, given a way to close it (e.g. after following a link). */
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target))
        setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
        className={buttonClassName}
      >
        {button}
      </button>
      {open ? (
        <div id={panelId} className={panelClassName}>
          {children(() => setOpen(false))}
        </div>
      ) : null}
    </div>
  );
}
