import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../api';
import { json, mockFetch, requestsTo } from '../../../test/fetch-mock';
import { ActivityComments } from './ActivityComments';

const COMMENTS = '/api/feed/26/comments/';

const bob = {
  id: 8,
  username: 'bob',
  email: null,
  name: 'Bob Hunter',
  first_name: 'Bob',
  profile_image_url: null,
};

const comment = {
  id: 3,
  activity: 26,
  user: bob,
  content: 'Nice morning on the slough!',
  created_at: new Date().toISOString(),
  is_owner: true,
};

const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

describe('ActivityComments', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a comment posted while the thread’s first read is still on its way', async () => {
    // The first read was answered before the comment was stored, and arrives after it was.
    let answerFirstRead: (response: Response) => void = () => undefined;
    const firstRead = new Promise<Response>((resolve) => (answerFirstRead = resolve));
    let reads = 0;
    const requests = mockFetch({
      [`GET ${COMMENTS}`]: () => {
        reads += 1;
        return reads === 1 ? firstRead : json(200, page([comment]));
      },
      [`POST ${COMMENTS}`]: () => json(201, comment),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ActivityComments activityId={26} />
      </QueryClientProvider>,
    );

    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Write a comment...'), comment.content);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await vi.waitFor(() => expect(requestsTo(requests, COMMENTS)).toHaveLength(3));
    answerFirstRead(json(200, page([])));

    expect(await screen.findByText(comment.content)).toBeInTheDocument();
    expect(requestsTo(requests, COMMENTS).map((request) => request.method)).toEqual([
      'GET',
      'POST',
      'GET',
    ]);
  });
});
