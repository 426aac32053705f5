import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offlineOverCap, OFFLINE_AREA_MESSAGES, type ViewBox } from '@marshlog/domain';
import type { AreaOnScreen } from './area-on-screen';
import { SaveAreaForm } from './SaveAreaForm';
import type { AreaDownloadState, useAreaDownload } from './use-offline-areas';

const MARSH: ViewBox = [-121.9, 39.25, -121.7, 39.35];
const TEMPLATE = 'https://tiles.example/{z}/{y}/{x}';

function renderForm(area: AreaOnScreen, state: AreaDownloadState = { kind: 'idle' }) {
  const download: ReturnType<typeof useAreaDownload> = {
    state,
    start: vi.fn(() => Promise.resolve()),
    cancel: vi.fn(),
    reset: vi.fn(),
  };
  render(
    <SaveAreaForm
      area={area}
      tileTemplate={TEMPLATE}
      used={{ tiles: 0, bytes: 0 }}
      download={download}
    />,
  );
  return download;
}

describe('save this area for offline', () => {
  it('estimates the size before downloading and starts with the chosen zooms', async () => {
    const download = renderForm({ bounds: MARSH, zoom: 10, minZoom: 10, maxZoom: 12 });
    expect(screen.getByText('9 tiles, about 180 KB')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(OFFLINE_AREA_MESSAGES.toZoom), '14');
    expect(screen.getByText('89 tiles, about 1.7 MB')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(OFFLINE_AREA_MESSAGES.areaName));
    await userEvent.type(screen.getByLabelText(OFFLINE_AREA_MESSAGES.areaName), 'Levee');
    await userEvent.click(screen.getByRole('button', { name: OFFLINE_AREA_MESSAGES.save }));
    expect(download.start).toHaveBeenCalledWith(
      { name: 'Levee', bounds: MARSH, minZoom: 10, maxZoom: 14, tileTemplate: TEMPLATE },
      { tiles: 0, bytes: 0 },
    );
  });

  it('refuses an area past the cap with the reason, and a zoom range upside down', async () => {
    const county: ViewBox = [-122.5, 38.8, -121.0, 39.9];
    const download = renderForm({ bounds: county, zoom: 10, minZoom: 10, maxZoom: 12 });
    await userEvent.selectOptions(screen.getByLabelText(OFFLINE_AREA_MESSAGES.toZoom), '16');
    expect(screen.getByRole('alert')).toHaveTextContent(offlineOverCap());
    expect(screen.getByRole('button', { name: OFFLINE_AREA_MESSAGES.save })).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText(OFFLINE_AREA_MESSAGES.toZoom), '9');
    expect(screen.getByText(OFFLINE_AREA_MESSAGES.zoomOrder)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: OFFLINE_AREA_MESSAGES.save })).toBeDisabled();
    expect(download.start).not.toHaveBeenCalled();
  });

  it('shows the progress with a cancel while the tiles download', async () => {
    const download = renderForm(
      { bounds: MARSH, zoom: 10, minZoom: 10, maxZoom: 12 },
      { kind: 'downloading', done: 5, total: 9 },
    );
    expect(screen.getByText('Downloading tile 5 of 9')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '5');
    await userEvent.click(
      screen.getByRole('button', { name: OFFLINE_AREA_MESSAGES.cancelDownload }),
    );
    expect(download.cancel).toHaveBeenCalled();
  });
});
