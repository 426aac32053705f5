import { useState } from 'react';
import { LayerTogglePanel } from './LayerTogglePanel';
import type { LayerManagerProps } from './LayerManager';
import { MapLayerPanel } from './MapLayerPanel';

/** Which of the two forms is open, if any. */
export type OpenLayerForm = 'toggles' | 'manager' | null;

/**
 * Both forms of the Layer Manager on the map, one open at a time so they never cover each other:
 * the quick toggles top left (stepping down below the mode hint while a map tool is on) and the
 * full manager bottom left above the scale bar (and above the credits, which spread over the
 * bottom of a phone's map until it is first moved), each leaving room for the other's button. The top
 * right holds the map's zoom controls and the bottom right its credits.
 */
export function MapLayerControls({
  toolActive,
  openForm: heldForm,
  onOpenForm,
  ...props
}: LayerManagerProps & {
  toolActive: boolean;
  /** Held by the map, which closes its popup when a form opens (a panel never covers it). */
  openForm?: OpenLayerForm;
  onOpenForm?: (form: OpenLayerForm) => void;
}) {
  const [ownForm, setOwnForm] = useState<OpenLayerForm>(null);
  const openForm = heldForm === undefined ? ownForm : heldForm;
  const setOpenForm = onOpenForm ?? setOwnForm;
  const control = (form: Exclude<OpenLayerForm, null>) => ({
    open: openForm === form,
    onOpenChange: (open: boolean) => setOpenForm(open ? form : null),
  });
  return (
    <>
      <LayerTogglePanel
        corner="top-left"
        inset={toolActive ? 'top-24 left-2' : undefined}
        maxHeight={toolActive ? 'max-h-[calc(100%-14rem)]' : 'max-h-[calc(100%-8.5rem)]'}
        overlayErrors={props.overlayErrors}
        {...control('toggles')}
      />
      <MapLayerPanel
        corner="bottom-left"
        inset="bottom-16 left-2 md:bottom-10"
        maxHeight="max-h-[calc(100%-8rem)]"
        {...control('manager')}
        {...props}
      />
    </>
  );
}
