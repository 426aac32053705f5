import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  COORDINATE_MESSAGES,
  REPORT_DISCARD_TEXTS,
  REPORT_MESSAGES,
  REPORT_TOASTS,
  missingCriticalDataMessage,
} from '@marshlog/domain';
import { tokenStore } from '../../../api';
import { json, requestsTo } from '../../../test/fetch-mock';
import { hunter } from '../../../test/render-app';
import { todayIsoDate } from '../../hunts/format';
import { friendshipRow, page } from '../../friends/test-support';
import { stubObjectUrls } from '../../photos/test-fixtures';
import { policyFixture, reportFixture } from '../test-support';
import {
  brant,
  createButton,
  created,
  dialog,
  fillRequired,
  notifications,
  renderModal,
} from './modal-test-support';

describe('Create Report modal', () => {
  beforeEach(() => stubObjectUrls());
  afterEach(() => tokenStore.clear());

  it('opens on Everyone, today and the given point, and counts the content up to 500', async () => {
    const { user } = renderModal({}, { initialPoint: { latitude: 39.3173, longitude: -121.7955 } });
    const modal = await dialog();

    expect(within(modal).getByLabelText('Privacy')).toHaveDisplayValue('Everyone');
    expect(
      within(within(modal).getByLabelText('Privacy'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Everyone', 'Only Me', 'My Friends', 'My Hunting Partners']);
    expect(within(modal).getByLabelText('Report date')).toHaveValue(todayIsoDate());
    expect(within(modal).getByLabelText('Latitude')).toHaveValue('39.3173');
    expect(within(modal).getByLabelText('Longitude')).toHaveValue('-121.7955');
    expect(within(modal).getByText('0/500')).toBeInTheDocument();

    await user.type(within(modal).getByLabelText('Report Content'), 'Teal at dawn');
    expect(within(modal).getByText('12/500')).toBeInTheDocument();
  });

  it('refuses an empty title or content with the on-submit toast and the field message', async () => {
    const { requests, user } = renderModal({});
    await dialog();
    await user.click(createButton());

    expect(
      await within(notifications()).findByText(REPORT_MESSAGES.titleRequiredOnSubmit),
    ).toBeInTheDocument();
    expect(screen.getByText(REPORT_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(REPORT_MESSAGES.contentRequired)).toBeInTheDocument();
    expect(screen.getByText(COORDINATE_MESSAGES.latitudeRequired)).toBeInTheDocument();
    expect(screen.getByText(COORDINATE_MESSAGES.longitudeRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Report Title'), 'Teal');
    await user.type(screen.getByLabelText('Latitude'), '39.3');
    await user.type(screen.getByLabelText('Longitude'), '-121.8');
    await user.click(createButton());
    expect(
      await within(notifications()).findByText(REPORT_MESSAGES.contentRequiredOnSubmit),
    ).toBeInTheDocument();
    expect(requestsTo(requests, '/api/reports/')).toHaveLength(0);
  });

  it('refuses a title over 100, content over 500 and a place name over 100 characters', async () => {
    const { requests, user } = renderModal({}, { initialPoint: { latitude: 39, longitude: -121 } });
    await dialog();
    fireEvent.change(screen.getByLabelText('Report Title'), { target: { value: 't'.repeat(101) } });
    fireEvent.change(screen.getByLabelText(/^Location Name/), {
      target: { value: 'p'.repeat(101) },
    });
    fireEvent.change(screen.getByLabelText('Report Content'), {
      target: { value: 'c'.repeat(501) },
    });
    expect(screen.getByText('501/500')).toHaveClass('text-danger');
    await user.click(createButton());

    expect(await screen.findByText(REPORT_MESSAGES.titleTooLong)).toBeInTheDocument();
    expect(screen.getByText(REPORT_MESSAGES.contentTooLong)).toBeInTheDocument();
    expect(screen.getByText(REPORT_MESSAGES.locationNameTooLong)).toBeInTheDocument();
    expect(requestsTo(requests, '/api/reports/')).toHaveLength(0);
  });

  it('creates a public report, reads "Report Created!", toasts success and closes itself', async () => {
    const { requests, onClose, onCreated, user } = renderModal(
      { 'POST /api/reports/': created() },
      { initialPoint: { latitude: 39.3173, longitude: -121.7955 } },
    );
    await dialog();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Location Name/), '  North pond ');
    await user.click(createButton());

    expect(await screen.findByRole('button', { name: REPORT_TOASTS.submitCreated })).toBeDisabled();
    expect(requestsTo(requests, '/api/reports/')[0]?.body).toEqual({
      title: 'Teal on the north pond',
      content: 'Teal worked the decoys until nine.',
      location_name: 'North pond',
      privacy_level: 'public',
      latitude: 39.3173,
      longitude: -121.7955,
      report_date: todayIsoDate(),
    });
    const toast = within(notifications()).getByRole('status');
    expect(toast).toHaveTextContent(REPORT_TOASTS.successTitle);
    expect(toast).toHaveTextContent(REPORT_TOASTS.successBody);
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 41 }));
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('maps My Friends to friends and Only Me to private', async () => {
    const { requests, user } = renderModal(
      { 'POST /api/reports/': created() },
      { initialPoint: { latitude: 39, longitude: -121 } },
    );
    await dialog();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Privacy'), 'My Friends');
    await user.click(createButton());
    await screen.findByRole('button', { name: REPORT_TOASTS.submitCreated });
    expect(requestsTo(requests, '/api/reports/')[0]?.body).toMatchObject({
      privacy_level: 'friends',
    });
  });

  it('shares with the hunting partners picked among friends, and needs at least one', async () => {
    const { requests, user } = renderModal(
      {
        'GET /api/friendships/': () =>
          json(200, page([friendshipRow(5, hunter, brant, 'accepted')])),
        'POST /api/reports/': created({ privacy_level: 'private' }),
      },
      { initialPoint: { latitude: 39, longitude: -121 } },
    );
    await dialog();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Privacy'), 'My Hunting Partners');
    const partner = await screen.findByRole('checkbox', { name: /Brant Goose/ });
    await user.click(createButton());
    expect(await screen.findByText(REPORT_MESSAGES.allowedUsersRequired)).toBeInTheDocument();
    expect(requestsTo(requests, '/api/reports/')).toHaveLength(0);

    await user.click(partner);
    await user.click(createButton());
    await screen.findByRole('button', { name: REPORT_TOASTS.submitCreated });
    expect(requestsTo(requests, '/api/reports/')[0]?.body).toMatchObject({
      privacy_level: 'private',
      allowed_users: [12],
    });
  });

  it("offers the hunter's own sharing policies, says what each means, and sends sharing_policy", async () => {
    const { requests, user } = renderModal(
      {
        'GET /api/sharing-policies/': () =>
          json(
            200,
            page([
              policyFixture({
                id: 7,
                name: 'Anonymous scouting',
                visibility: 'public',
                allow_comments: false,
                show_hunter_info: false,
              }),
            ]),
          ),
        'POST /api/reports/': created({ privacy_level: 'private' }),
      },
      { initialPoint: { latitude: 39, longitude: -121 } },
    );
    await dialog();
    await fillRequired(user);
    const privacy = screen.getByLabelText('Privacy');
    await screen.findByRole('option', { name: 'Anonymous scouting' });
    await user.selectOptions(privacy, 'Anonymous scouting');
    expect(
      screen.getByText(
        'Every hunter can read reports under this policy. Comments off · Exact location · Anonymous.',
      ),
    ).toBeInTheDocument();
    await user.click(createButton());
    await screen.findByRole('button', { name: REPORT_TOASTS.submitCreated });
    const sent = requestsTo(requests, '/api/reports/')[0]?.body;
    expect(sent).toMatchObject({ privacy_level: 'private', sharing_policy: 7 });
    expect(sent).not.toHaveProperty('allowed_users');
  });

  it('shows the server detail, or the default text when there is no answer, and stays open', async () => {
    let answer: () => Response = () =>
      json(400, { detail: 'Choose a hunt you can see', errors: {} });
    const { onClose, user } = renderModal(
      { 'POST /api/reports/': () => answer() },
      { initialPoint: { latitude: 39, longitude: -121 } },
    );
    await dialog();
    await fillRequired(user);
    await user.click(createButton());
    const failure = await within(notifications()).findByRole('alert');
    expect(failure).toHaveTextContent(REPORT_TOASTS.creationFailedTitle);
    expect(failure).toHaveTextContent('Choose a hunt you can see');
    expect(createButton()).toBeEnabled();

    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(createButton());
    await waitFor(() =>
      expect(notifications()).toHaveTextContent(REPORT_TOASTS.creationFailedDefault),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('names a wrong-shaped answer and a missing critical field', async () => {
    let answer: unknown = ['not', 'a', 'report'];
    const { user } = renderModal(
      { 'POST /api/reports/': () => json(201, answer) },
      { initialPoint: { latitude: 39, longitude: -121 } },
    );
    await dialog();
    await fillRequired(user);
    await user.click(createButton());
    await waitFor(() => expect(notifications()).toHaveTextContent(REPORT_TOASTS.unexpectedFormat));

    answer = { ...reportFixture(), title: undefined };
    await user.click(createButton());
    await waitFor(() =>
      expect(notifications()).toHaveTextContent(missingCriticalDataMessage('title')),
    );
    expect(createButton()).toBeEnabled();
  });

  it('cannot be closed while submitting; Escape then asks before discarding the draft', async () => {
    let release: (response: Response) => void = () => undefined;
    const { onClose, user } = renderModal(
      {
        'POST /api/reports/': () =>
          new Promise<Response>((resolve) => {
            release = resolve;
          }),
      },
      { initialPoint: { latitude: 39, longitude: -121 } },
    );
    await dialog();
    await fillRequired(user);
    await user.click(createButton());
    expect(await screen.findByRole('button', { name: 'Creating report...' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();

    release(json(400, { detail: 'Title is required', errors: {} }));
    await waitFor(() => expect(createButton()).toBeEnabled());
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: REPORT_DISCARD_TEXTS.title });
    await user.click(within(ask).getByRole('button', { name: REPORT_DISCARD_TEXTS.discard }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps a half-written report on Escape, the overlay or Cancel until Discard is chosen', async () => {
    const { onClose, user } = renderModal({});
    const modal = await dialog();
    await user.type(within(modal).getByLabelText('Report Title'), 'Pintail on the flats');

    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: REPORT_DISCARD_TEXTS.title });
    expect(ask).toHaveTextContent(REPORT_DISCARD_TEXTS.draftMessage);
    await user.click(within(ask).getByRole('button', { name: REPORT_DISCARD_TEXTS.keep }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: REPORT_DISCARD_TEXTS.title })).toBeNull(),
    );
    expect(within(await dialog()).getByLabelText('Report Title')).toHaveValue(
      'Pintail on the flats',
    );
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: REPORT_DISCARD_TEXTS.title });
    await user.click(within(again).getByRole('button', { name: REPORT_DISCARD_TEXTS.discard }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes an untouched form at once', async () => {
    const { onClose, user } = renderModal({}, { initialPoint: { latitude: 39, longitude: -121 } });
    await dialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: REPORT_DISCARD_TEXTS.title })).toBeNull();
  });
});
