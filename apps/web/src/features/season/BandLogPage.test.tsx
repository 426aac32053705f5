import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BAND_MESSAGES,
  BAND_PAGE_SIZE,
  REPORT_BAND_URL,
  type BandLogEntry,
} from '@marshlog/domain';
import { tokenStore } from '../../api';
import { json, requestsTo } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { FIRST_LOAD, signedInWith } from '../hunts/testing/fixtures';

const band: BandLogEntry = {
  bird_id: 41,
  hunt_id: 7,
  date_of_hunt: '2025-11-22',
  place: 'Bayou Meto, north hole',
  latitude: 34.3,
  longitude: -91.6,
  species: 'mallard',
  species_display: 'Mallard',
  gender: 'hen',
  band_number: '1107-24513',
  band_type: 'federal',
  band_type_display: 'Federal (aluminum leg band)',
  notes: 'Right leg',
  reported_on: null,
  report_url: REPORT_BAND_URL,
};

describe('band log', () => {
  afterEach(() => tokenStore.clear());

  it('says how to start when the hunter has no bands', async () => {
    signedInWith({
      'GET /api/bands/': () => json(200, { count: 0, next: null, previous: null, results: [] }),
    });
    renderApp('/season/bands');
    expect(await screen.findByText('No banded birds yet', {}, FIRST_LOAD)).toBeVisible();
    expect(screen.getByText(BAND_MESSAGES.emptyLog)).toBeVisible();
  });

  it('lists a band with its report link in a new tab and saves the day it was reported', async () => {
    const requests = signedInWith({
      'GET /api/bands/': () => json(200, { count: 1, next: null, previous: null, results: [band] }),
      'PATCH /api/bands/41/': () => json(200, { ...band, reported_on: '2025-11-23' }),
    });
    renderApp('/season/bands');
    const card = await screen.findByTestId('band-card', {}, FIRST_LOAD);
    expect(card).toHaveTextContent('1107-24513');
    expect(card).toHaveTextContent('Bayou Meto, north hole');
    const link = within(card).getByRole('link', { name: /Report this band at reportband.gov/ });
    expect(link).toHaveAttribute('href', REPORT_BAND_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    const user = userEvent.setup();
    await user.type(within(card).getByLabelText('Reported on'), '2025-11-23');
    await user.click(within(card).getByRole('button', { name: 'Save date' }));
    await screen.findByText('Reported date saved');
    expect(requestsTo(requests, '/api/bands/41/')[0]?.body).toEqual({ reported_on: '2025-11-23' });
  });

  it('pages through a long band log with the project pager', async () => {
    const requests = signedInWith({
      'GET /api/bands/': (request) => {
        const page = new URLSearchParams(request.path.split('?')[1]).get('page') ?? '1';
        const bandOfPage = { ...band, bird_id: 40 + Number(page), band_number: `page-${page}` };
        return json(200, {
          count: BAND_PAGE_SIZE + 1,
          next: page === '1' ? '/api/bands/?page=2' : null,
          previous: page === '1' ? null : '/api/bands/?page=1',
          results: [bandOfPage],
        });
      },
    });
    renderApp('/season/bands');
    expect(await screen.findByText('page-1', {}, FIRST_LOAD)).toBeVisible();
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('page-2')).toBeVisible();
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    const asked = requestsTo(requests, '/api/bands/').map((request) => request.path);
    expect(asked.some((path) => path.includes('page=2'))).toBe(true);
  });

  it('shows a failed load with a way to try again', async () => {
    signedInWith({ 'GET /api/bands/': () => json(503, { detail: 'Database unavailable' }) });
    renderApp('/season/bands');
    expect(
      await screen.findByText('Your band log could not be loaded', {}, { timeout: 15_000 }),
    ).toBeVisible();
  }, 20_000);
});
