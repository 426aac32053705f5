import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DATA_LAYER_DEFAULTS, LAYER_TYPE_DISPLAY, type LayerPreference } from '@marshlog/domain';
import { AppProviders } from '../../app/App';
import { createQueryClient } from '../../api';
import { json, mockFetch, requestsTo } from '../../test/fetch-mock';
import { LayerManager } from './components/LayerManager';
import { LayerTogglePanel } from './components/LayerTogglePanel';
import { MapLayerControls } from './components/MapLayerControls';
import { MapLayerPanel } from './components/MapLayerPanel';

const nine = (): LayerPreference[] =>
  DATA_LAYER_DEFAULTS.map((layer, index) => ({
    id: index + 1,
    ...layer,
    layer_type_display: LAYER_TYPE_DISPLAY[layer.layer_type],
    is_visible: true,
    opacity: 1,
    updated_at: '2026-11-01T00:00:00Z',
  }));

function serve(rows: LayerPreference[], patchStatus = 200) {
  return mockFetch({
    'GET /api/layers/': () =>
      json(200, { count: rows.length, next: null, previous: null, results: rows }),
    'GET /api/layers/stats/': () =>
      json(200, [
        {
          layer_type: 'hunt-data',
          layer_type_display: 'Hunt Data',
          total_layers: 3,
          visible_layers: 3,
        },
      ]),
    'POST /api/layers/bulk_toggle_visibility/': (request) => {
      const body = request.body as { layer_ids: string[]; is_visible: boolean };
      return json(200, {
        results: rows
          .filter((row) => body.layer_ids.includes(row.layer_id))
          .map((row) => ({ ...row, is_visible: body.is_visible })),
      });
    },
    '*': (request) => {
      if (request.method === 'PATCH') {
        const row = rows.find((candidate) =>
          request.path.startsWith(`/api/layers/${candidate.id}/`),
        );
        return patchStatus === 200 && row
          ? json(200, { ...row, ...(request.body as object) })
          : json(patchStatus, { detail: 'Opacity must be between 0 and 1' });
      }
      return json(401, { detail: 'Authentication credentials were not provided.' });
    },
  });
}

function renderPanel(ui = <LayerManager map={null} clustered onClustered={() => undefined} />) {
  return render(
    <MemoryRouter>
      <AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>
    </MemoryRouter>,
  );
}

const dataSwitch = (group: string, name: string) =>
  within(screen.getByRole('region', { name: group })).getByRole('switch', { name });

describe('Layer Manager', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('groups the nine data layers and counts them', async () => {
    serve(nine());
    renderPanel();
    expect(await screen.findByRole('region', { name: 'My Data' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Friends Data' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Public Data' })).toBeInTheDocument();
    expect(dataSwitch('Public Data', 'Reports')).toBeChecked();
    expect(screen.getByText('Showing 9 of 9 layers')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Cluster Points' })).toBeChecked();
    expect(screen.getByRole('tab', { name: 'Style Layers' })).toBeInTheDocument();
    expect(await screen.findByText('Hunt Data: 3/3')).toBeInTheDocument();
  });

  it('filters by search, says when nothing matches, and clears', async () => {
    serve(nine());
    renderPanel();
    const search = await screen.findByPlaceholderText('Search layers...');
    fireEvent.change(search, { target: { value: 'friends' } });
    expect(screen.getByText('Showing 3 of 9 layers')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'pintail' } });
    expect(screen.getByText('No layers found for "pintail"')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByText('Showing 9 of 9 layers')).toBeInTheDocument();
  });

  it('applies a toggle at once, sends it after the debounce, and disables the sliders of a hidden layer', async () => {
    const requests = serve(nine());
    renderPanel();
    await screen.findByRole('region', { name: 'My Data' });
    const toggle = dataSwitch('My Data', 'Hunt Data');
    fireEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('slider', { name: 'Opacity My Data – Hunt Data' })).toBeDisabled();
    await waitFor(() => expect(requestsTo(requests, '/api/layers/1/')).toHaveLength(1));
    expect(requestsTo(requests, '/api/layers/1/')[0]?.body).toEqual({ is_visible: false });
  });

  it('rolls a refused toggle back and says so', async () => {
    serve(nine(), 400);
    renderPanel();
    await screen.findByRole('region', { name: 'My Data' });
    const toggle = dataSwitch('Friends Data', 'Locations');
    fireEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    await waitFor(() => expect(dataSwitch('Friends Data', 'Locations')).toBeChecked());
    expect(await screen.findByText('The layer change was not saved')).toBeInTheDocument();
  });

  it('Hide All switches all nine off at once, in one call', async () => {
    const requests = serve(nine());
    renderPanel();
    await screen.findByRole('region', { name: 'My Data' });
    fireEvent.click(screen.getByRole('button', { name: 'Hide All' }));
    for (const group of ['My Data', 'Friends Data', 'Public Data'])
      expect(dataSwitch(group, 'Reports')).not.toBeChecked();
    await waitFor(() =>
      expect(requestsTo(requests, '/api/layers/bulk_toggle_visibility/')).toHaveLength(1),
    );
    expect(
      (
        requestsTo(requests, '/api/layers/bulk_toggle_visibility/')[0]?.body as {
          layer_ids: string[];
        }
      ).layer_ids,
    ).toHaveLength(9);
  });

  it('shows the load failure', async () => {
    mockFetch({ '*': () => json(503, { detail: 'Service temporarily unavailable.' }) });
    renderPanel();
    expect(
      await screen.findByText('Failed to load layers', {}, { timeout: 15000 }),
    ).toBeInTheDocument();
  }, 20000);

  it('the map panel starts collapsed and opens on request', async () => {
    serve(nine());
    renderPanel(<MapLayerPanel map={null} clustered onClustered={() => undefined} />);
    expect(screen.queryByRole('region', { name: 'Layer Manager' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Layers' }));
    expect(await screen.findByRole('region', { name: 'My Data' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Style Layers' }));
  });

  it('the toggle form starts collapsed and groups switches by layer type', async () => {
    const requests = serve(nine());
    renderPanel(<LayerTogglePanel corner="bottom-left" />);
    expect(requestsTo(requests, '/api/layers/')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Quick toggles' }));
    expect(await screen.findByRole('group', { name: 'Hunt Data' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Location Data' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Report Data' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('switch', { name: 'Public Data – Locations' }));
    expect(screen.getByRole('switch', { name: 'Public Data – Locations' })).not.toBeChecked();
  });

  it('on the map both forms start closed, open one at a time, and Escape closes with focus back', async () => {
    serve(nine());
    renderPanel(
      <MapLayerControls toolActive={false} map={null} clustered onClustered={() => undefined} />,
    );
    const toggles = screen.getByRole('button', { name: 'Quick toggles' });
    const layers = screen.getByRole('button', { name: 'Layers' });
    expect(toggles).toHaveAttribute('aria-expanded', 'false');
    expect(layers).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(toggles);
    const quick = await screen.findByRole('region', { name: 'Quick toggles' });
    expect(toggles).toHaveAttribute('aria-controls', quick.id);
    const hunts = await within(quick).findByRole('switch', { name: 'My Data – Hunt Data' });
    hunts.focus();
    fireEvent.keyDown(hunts, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Quick toggles' })).not.toBeInTheDocument();
    expect(toggles).toHaveFocus();

    fireEvent.click(toggles);
    await screen.findByRole('region', { name: 'Quick toggles' });
    fireEvent.click(layers);
    expect(await screen.findByRole('region', { name: 'Layer Manager' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Quick toggles' })).not.toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search layers...' }), {
      key: 'Escape',
    });
    expect(screen.queryByRole('region', { name: 'Layer Manager' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Layers' })).toHaveFocus();
  });
});
