import { vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../../api';
import { AppProviders } from '../../../app/App';
import { json, type FetchHandler } from '../../../test/fetch-mock';
import { otherHunterNamed, page, signedInWith } from '../../friends/test-support';
import { reportFixture } from '../test-support';
import { CreateReportModal, type CreateReportModalProps } from './CreateReportModal';

/** Test-only helpers of the Create Report modal's tests. */

export const brant = otherHunterNamed(12, 'Brant Goose', 'brant');

export function renderModal(
  handlers: Record<string, FetchHandler>,
  props: Partial<CreateReportModalProps> = {},
) {
  const requests = signedInWith({
    'GET /api/sharing-policies/': () => json(200, page([])),
    ...handlers,
  });
  const onClose = vi.fn();
  const onCreated = vi.fn();
  render(
    <MemoryRouter>
      <AppProviders queryClient={createQueryClient()}>
        <CreateReportModal open onClose={onClose} onCreated={onCreated} {...props} />
      </AppProviders>
    </MemoryRouter>,
  );
  return { requests, onClose, onCreated, user: userEvent.setup() };
}

/** The created report: what was sent, as the server would answer it. */
export const created =
  (overrides = {}): FetchHandler =>
  (request) =>
    json(201, reportFixture({ ...(request.body as object), sharing_policy: null, ...overrides }));

export const dialog = () => screen.findByRole('dialog', { name: 'Create Report' });
export const notifications = () => screen.getByRole('region', { name: 'Notifications' });
export const createButton = () => screen.getByRole('button', { name: 'Create Report' });

export async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Report Title'), 'Teal on the north pond');
  await user.type(screen.getByLabelText('Report Content'), 'Teal worked the decoys until nine.');
}
