import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ANONYMOUS_HUNTER_NAME,
  REPORT_COMMENT_MESSAGES,
  REPORT_DISCARD_TEXTS,
} from '@marshlog/domain';
import { tokenStore } from '../../api';
import { json, mockFetch, requestsTo, type FetchHandler } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { otherHunterNamed, page, signedInWith } from '../friends/test-support';
import { commentFixture, policyFixture, reportFixture } from './test-support';

const brant = otherHunterNamed(12, 'Brant Goose', 'brant');
const noPhotos = () => json(200, { count: 0, next: null, previous: null, results: [] });

function thread(comments: ReturnType<typeof commentFixture>[], count = comments.length) {
  return () => json(200, { report_id: 41, count, comments });
}

const anonymous = {
  id: null,
  username: null,
  email: null,
  name: ANONYMOUS_HUNTER_NAME,
  first_name: null,
  profile_image_url: null,
};

function openReport(handlers: Record<string, FetchHandler>) {
  const requests = signedInWith({ 'GET /api/photos/': noPhotos, ...handlers });
  renderApp('/reports/41');
  return { requests, user: userEvent.setup() };
}

describe('report detail', () => {
  afterEach(() => tokenStore.clear());

  it('shows the comments as a tree, and a reply goes under the comment it answers', async () => {
    const question = commentFixture({
      id: 5,
      user: brant,
      content: 'Were they still there at noon?',
      is_owner: false,
      can_edit: false,
      can_delete: true,
      reply_count: 1,
      replies: [commentFixture({ id: 6, parent: 5, content: 'A few singles.' })],
    });
    const { requests, user } = openReport({
      'GET /api/reports/41/': () => json(200, reportFixture({ comment_count: 2 })),
      'GET /api/report-comments/thread/': thread([question]),
      'POST /api/report-comments/': () => json(201, commentFixture({ id: 7, parent: 5 })),
    });

    // The first test also loads the lazy screen and its schemas.
    const tree = await screen.findByRole('list', { name: 'Comment thread' }, { timeout: 10000 });
    expect(within(tree).getByText('Were they still there at noon?')).toBeInTheDocument();
    const replies = within(tree).getByRole('list', { name: 'Replies to Brant Goose' });
    expect(within(replies).getByText('A few singles.')).toBeInTheDocument();
    // The author of the report may delete anyone's comment, and edit only their own.
    const brantsComment = within(tree).getByRole('article', { name: 'Comment by Brant Goose' });
    expect(
      within(brantsComment).getByRole('button', { name: 'Delete comment by Brant Goose' }),
    ).toBeInTheDocument();
    expect(within(brantsComment).queryByRole('button', { name: /^Edit/ })).toBeNull();

    await user.click(within(brantsComment).getByRole('button', { name: 'Reply to Brant Goose' }));
    const box = screen.getByRole('textbox', { name: 'Reply to Brant Goose' });
    expect(box).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Reply' })).toBeDisabled();
    await user.type(box, '  Be there by six. ');
    await user.click(screen.getByRole('button', { name: 'Reply' }));

    await waitFor(() => expect(requestsTo(requests, '/api/report-comments/')).toHaveLength(1));
    expect(requestsTo(requests, '/api/report-comments/')[0]?.body).toEqual({
      report: 41,
      content: 'Be there by six.',
      parent: 5,
    });
    await waitFor(() =>
      expect(requestsTo(requests, '/api/report-comments/thread/')).toHaveLength(2),
    );
  });

  it('says comments are turned off and offers no box or reply when the report allows none', async () => {
    openReport({
      'GET /api/reports/41/': () =>
        json(
          200,
          reportFixture({
            is_owner: false,
            can_edit: false,
            can_comment: false,
            can_upload_photos: false,
            privacy_level: 'private',
            audience: 'partners',
            user: brant,
          }),
        ),
      'GET /api/report-comments/thread/': thread([
        commentFixture({ user: brant, is_owner: false, can_edit: false, can_delete: false }),
      ]),
    });

    expect(
      await screen.findByText(`${REPORT_COMMENT_MESSAGES.commentsDisabled}.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).toBeNull();
    await screen.findByRole('list', { name: 'Comment thread' });
    expect(screen.queryByRole('button', { name: /^Reply/ })).toBeNull();
    expect(screen.getByText('Shared with you')).toBeInTheDocument();
    expect(screen.getByText('You can read this report and its comments.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('names an anonymous author as such, and notes an obscured location', async () => {
    openReport({
      'GET /api/reports/41/': () =>
        json(
          200,
          reportFixture({
            is_owner: false,
            can_edit: false,
            user: anonymous,
            location_obscured: true,
            latitude: 39.3,
            longitude: -121.8,
          }),
        ),
      'GET /api/report-comments/thread/': thread([]),
    });

    expect(await screen.findByTestId('report-author-name')).toHaveTextContent(
      ANONYMOUS_HUNTER_NAME,
    );
    expect(screen.getByTestId('report-coordinates')).toHaveTextContent('39.3000, -121.8000');
    expect(screen.getByRole('note')).toHaveTextContent('Location obscured.');
    expect(screen.getByRole('link', { name: 'View the area on the map' })).toHaveAttribute(
      'href',
      '/map?lat=39.3&lng=-121.8&zoom=12',
    );
  });

  it('asks a signed-out reader of a public report to sign in before commenting', async () => {
    mockFetch({
      'POST /api/auth/token/': () => json(401, { detail: 'Not signed in' }),
      'GET /api/reports/41/': () =>
        json(200, reportFixture({ is_owner: false, can_edit: false, can_comment: false })),
      'GET /api/report-comments/thread/': thread([]),
      'GET /api/photos/': noPhotos,
    });
    renderApp('/reports/41');

    const prompt = (await screen.findByText('to comment on this report.')).closest('p');
    expect(within(prompt as HTMLElement).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      expect.stringContaining('/auth/signin'),
    );
    expect(screen.queryByText(`${REPORT_COMMENT_MESSAGES.commentsDisabled}.`)).toBeNull();
  });

  it('lets the author edit the report in place, sending only what changed', async () => {
    const { requests, user } = openReport({
      'GET /api/reports/41/': () => json(200, reportFixture()),
      'PATCH /api/reports/41/': () => json(200, reportFixture({ title: 'Teal and wigeon' })),
      'GET /api/report-comments/thread/': thread([]),
      'GET /api/sharing-policies/': () => json(200, page([policyFixture()])),
    });

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    // The edit form is its own chunk, loaded when the author opens it.
    const form = await screen.findByRole('form', { name: 'Edit report' });
    expect(within(form).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    const title = within(form).getByLabelText('Report Title');
    await user.clear(title);
    await user.type(title, 'Teal and wigeon');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { name: 'Teal and wigeon', level: 1 })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Edit report' })).toBeNull();
    expect(
      requestsTo(requests, '/api/reports/41/').find((r) => r.method === 'PATCH')?.body,
    ).toEqual({ title: 'Teal and wigeon' });

    // A sharing policy of the author's own, with what it means.
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const again = await screen.findByRole('form', { name: 'Edit report' });
    const policy = within(again).getByLabelText(/^Sharing policy/);
    expect(policy).toHaveDisplayValue('No sharing policy');
    await within(again).findByRole('option', { name: 'Opening weekend crew' });
    await user.selectOptions(policy, 'Opening weekend crew');
    expect(
      within(again).getByText(
        'You and your friends can read reports under this policy. Comments on · Exact location · Name shown.',
      ),
    ).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(
        requestsTo(requests, '/api/reports/41/').filter((r) => r.method === 'PATCH')[1]?.body,
      ).toEqual({ sharing_policy: 3 }),
    );
  });

  it('asks before Cancel or Escape throws unsaved edits away', async () => {
    const { requests, user } = openReport({
      'GET /api/reports/41/': () => json(200, reportFixture()),
      'GET /api/report-comments/thread/': thread([]),
      'GET /api/sharing-policies/': () => json(200, page([])),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit report' });
    await user.type(within(form).getByLabelText('Report Title'), ' and wigeon');

    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: REPORT_DISCARD_TEXTS.title });
    expect(ask).toHaveTextContent(REPORT_DISCARD_TEXTS.editMessage);
    await user.click(within(ask).getByRole('button', { name: REPORT_DISCARD_TEXTS.keep }));
    expect(within(form).getByLabelText('Report Title')).toHaveValue(
      `${reportFixture().title} and wigeon`,
    );

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: REPORT_DISCARD_TEXTS.title });
    await user.click(within(again).getByRole('button', { name: REPORT_DISCARD_TEXTS.discard }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit report' })).toBeNull());
    expect(requestsTo(requests, '/api/reports/41/').map((r) => r.method)).not.toContain('PATCH');
  });

  it('deletes the report after asking, and goes back to the list', async () => {
    const { requests, user } = openReport({
      'GET /api/reports/41/': () => json(200, reportFixture()),
      'DELETE /api/reports/41/': () => json(204, null),
      'GET /api/report-comments/thread/': thread([]),
      'GET /api/reports/': () => json(200, { count: 0, next: null, previous: null, results: [] }),
    });

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this report?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete report' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/reports$/));
    expect(requestsTo(requests, '/api/reports/41/').map((r) => r.method)).toContain('DELETE');
  });

  it('shows the not-found state for a report the server will not show', async () => {
    const { requests } = openReport({
      'GET /api/reports/41/': () => json(404, { detail: 'Not found.' }),
    });
    expect(await screen.findByRole('heading', { name: 'Report not found' })).toBeInTheDocument();
    expect(requestsTo(requests, '/api/reports/41/')).toHaveLength(1);
  });
});
