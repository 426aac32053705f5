import { describe, expect, it, vi } from 'vitest';
import { HUNT_MESSAGES } from '@marshlog/domain';
import { api, ApiError, tokenStore } from '../../api';
import { json, mockFetch, requestsTo, type FetchHandler } from '../../test/fetch-mock';
import { outboxSessionFor } from '../../test/outbox-session';
import { createOrQueue, isQueued } from './create-or-queue';
import {
  discardItem,
  loadOutbox,
  queueChange,
  queueCreate,
  refusalMessage,
  syncNow,
} from './outbox';
import { hunterItems, outboxSnapshot, updateOutboxSnapshot } from './outbox-items';

const ADA = 7;
const huntDraft = (notes: string) => ({
  kind: 'hunt' as const,
  path: '/hunts/',
  body: { date_of_hunt: '2026-11-20', latitude: 39.3, longitude: -121.8, notes, birds: [] },
  title: 'Hunt on Fri, Nov 20, 2026',
  details: notes,
});
const queue = (key: string, notes: string) =>
  queueCreate({ ...huntDraft(notes), key, userId: ADA });

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
const networkDown: FetchHandler = () => {
  throw new TypeError('Failed to fetch');
};

/** The hunts the fake server made, one per key whatever the number of tries (as the real one). */
function fakeServer(answer?: FetchHandler) {
  const made = new Map<string, number>();
  const requests = mockFetch({
    'POST /api/hunts/': (request) => {
      if (answer) return answer(request);
      const key = request.headers.get('Idempotency-Key') ?? '';
      if (!made.has(key)) made.set(key, made.size + 1);
      return json(201, { id: made.get(key) });
    },
    '*': () => json(200, {}),
  });
  return { made, posts: () => requestsTo(requests, '/api/hunts/') };
}

const session = outboxSessionFor(ADA);

describe('the outbox of creates made with no network', () => {
  it('keeps a create made offline on the device, under the key it will be sent with', async () => {
    offline();
    const { posts } = fakeServer();
    const answer = await createOrQueue(session(), huntDraft('Fog on the levee'), () =>
      Promise.reject(new Error('not sent offline')),
    );
    expect(isQueued(answer)).toBe(true);
    expect(posts()).toHaveLength(0);

    // A reload: the memory is gone, the device still has it.
    updateOutboxSnapshot({ items: [] });
    await loadOutbox();
    const [kept] = hunterItems(outboxSnapshot(), 'hunt');
    expect(kept).toMatchObject({ details: 'Fog on the levee', userId: ADA });
    expect(isQueued(answer) && kept?.key).toBe(isQueued(answer) && answer.key);
  });

  it('sends the items in the order they were made, each once, and forgets them', async () => {
    const { made, posts } = fakeServer();
    offline();
    await queue('first', 'Dawn flight');
    await queue('second', 'Evening flight');
    vi.restoreAllMocks();
    await syncNow();
    expect(posts().map((request) => request.body)).toMatchObject([
      { notes: 'Dawn flight' },
      { notes: 'Evening flight' },
    ]);
    expect(posts().map((request) => request.headers.get('Idempotency-Key'))).toEqual([
      'first',
      'second',
    ]);
    expect(made.size).toBe(2);
    expect(outboxSnapshot().items).toEqual([]);
  });

  it('sends a create whose answer was lost under the same key, so the server makes it once', async () => {
    const made = new Set<string>();
    const requests = mockFetch({
      'POST /api/hunts/': (request) => {
        const key = request.headers.get('Idempotency-Key') ?? '';
        const first = !made.has(key);
        made.add(key);
        // The first try reaches the server, which makes the hunt, but its answer never comes back.
        if (first) throw new TypeError('Failed to fetch');
        return json(201, { id: 1 });
      },
    });
    const draft = huntDraft('Lost answer');
    const answer = await createOrQueue(session(), draft, (idempotencyKey) =>
      api.post('/hunts/', draft.body, { idempotencyKey }),
    );
    expect(isQueued(answer)).toBe(true);
    await syncNow();
    expect(requestsTo(requests, '/api/hunts/')).toHaveLength(2);
    expect(made.size).toBe(1);
    expect(outboxSnapshot().items).toEqual([]);
  });

  it('keeps a refused item with the server message and still sends the next one', async () => {
    offline();
    await queue('refused', 'Tomorrow');
    await queue('fine', 'Today');
    vi.restoreAllMocks();
    fakeServer((request) =>
      request.headers.get('Idempotency-Key') === 'refused'
        ? json(400, {
            detail: 'Invalid input.',
            errors: { date_of_hunt: ['Date of hunt cannot be in the future.'] },
          })
        : json(201, { id: 9 }),
    );
    await syncNow();
    const items = hunterItems(outboxSnapshot());
    expect(items.map((item) => item.key)).toEqual(['refused']);
    expect(items[0]?.refusal).toBe(
      'Invalid input. date of hunt: Date of hunt cannot be in the future.',
    );

    await discardItem('refused');
    await loadOutbox();
    expect(outboxSnapshot().items).toEqual([]);
  });

  it('keeps every item while the server cannot be reached, and sends none twice', async () => {
    offline();
    await queue('one', 'Marsh');
    await queue('two', 'Bay');
    vi.restoreAllMocks();
    const requests = mockFetch({ 'POST /api/hunts/': networkDown });
    await syncNow();
    // The round stops at the first unreachable item instead of hammering the next ones.
    expect(requestsTo(requests, '/api/hunts/')).toHaveLength(1);
    expect(hunterItems(outboxSnapshot()).map((item) => item.key)).toEqual(['one', 'two']);
  });

  it('waits for a session instead of spending tries: nothing is sent signed out, all once signed in', async () => {
    offline();
    await queue('kept', 'Signed out');
    vi.restoreAllMocks();
    tokenStore.clear();
    const { posts, made } = fakeServer();
    await syncNow();
    expect(posts()).toHaveLength(0);
    expect(hunterItems(outboxSnapshot()).map((item) => [item.key, item.refusal])).toEqual([
      ['kept', undefined],
    ]);

    tokenStore.remember({
      jwt_token: 'jwt-again',
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await syncNow();
    expect(made.size).toBe(1);
    expect(outboxSnapshot().items).toEqual([]);
  });

  it('keeps an item answered 401 as waiting (not refused) and stops the round', async () => {
    offline();
    await queue('first', 'Expired session');
    await queue('second', 'Not tried');
    vi.restoreAllMocks();
    const { posts } = fakeServer(() =>
      json(401, { detail: 'Authentication credentials were not provided.' }),
    );
    await syncNow();
    expect(posts()).toHaveLength(1);
    // No retry is scheduled against a server that wants a session (the first would come at 1 s).
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(posts()).toHaveLength(1);
    const items = hunterItems(outboxSnapshot());
    expect(items.map((item) => [item.key, item.refusal])).toEqual([
      ['first', undefined],
      ['second', undefined],
    ]);
  });

  it('takes a 403 as a refusal of that item, keeps the hunter signed in and sends the next', async () => {
    offline();
    await queue('forbidden', 'Not yours');
    await queue('fine', 'Mine');
    vi.restoreAllMocks();
    tokenStore.remember(
      { jwt_token: 'jwt', expires_at: new Date(Date.now() + 3_600_000).toISOString() },
      { email: 'ada@marsh.test' },
    );
    mockFetch({
      'POST /api/hunts/': (request) =>
        request.headers.get('Idempotency-Key') === 'forbidden'
          ? json(403, { detail: 'You do not have permission to perform this action.' })
          : json(201, { id: 3 }),
      'POST /api/auth/token/': () =>
        json(200, {
          jwt_token: 'jwt-fresh',
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
          user: {
            id: ADA,
            email: 'ada@marsh.test',
            name: 'Ada',
            username: 'ada',
            image: null,
            provider: 'credentials',
          },
        }),
    });
    await syncNow();
    expect(hunterItems(outboxSnapshot()).map((item) => [item.key, item.refusal])).toEqual([
      ['forbidden', 'You do not have permission to perform this action.'],
    ]);
    expect(tokenStore.hasSession).toBe(true);
  });

  it('sends an edit made offline once, as a PATCH under its own key, after the edits before it are folded in', async () => {
    offline();
    const edit = { kind: 'hunt' as const, userId: ADA, targetId: 5, title: 'Changes', details: '' };
    const key = await queueChange({ ...edit, body: { notes: 'Wigeon at noon' } });
    await queueChange({ ...edit, body: { shells_fired: 12 } });
    expect(hunterItems(outboxSnapshot())).toHaveLength(1);
    vi.restoreAllMocks();
    const requests = mockFetch({ 'PATCH /api/hunts/5/': () => json(200, { id: 5 }) });
    await syncNow();
    const patches = requestsTo(requests, '/api/hunts/5/');
    expect(
      patches.map((request) => [request.headers.get('Idempotency-Key'), request.body]),
    ).toEqual([[key, { notes: 'Wigeon at noon', shells_fired: 12 }]]);
    expect(outboxSnapshot().items).toEqual([]);
  });

  it('sends a waiting create with the revision folded into it, once', async () => {
    offline();
    await queue('waiting', 'Before');
    await queueChange({
      kind: 'hunt',
      userId: ADA,
      waitingKey: 'waiting',
      body: { ...huntDraft('After').body },
      title: 'Hunt',
      details: 'After',
    });
    vi.restoreAllMocks();
    const { made, posts } = fakeServer();
    await syncNow();
    expect(posts().map((request) => request.body)).toMatchObject([{ notes: 'After' }]);
    expect(made.size).toBe(1);
  });

  it("neither shows nor sends another hunter's items", async () => {
    offline();
    await queueCreate({ ...huntDraft('Not mine'), key: 'theirs', userId: 8 });
    vi.restoreAllMocks();
    const { posts } = fakeServer();
    await syncNow();
    expect(posts()).toHaveLength(0);
    expect(hunterItems(outboxSnapshot())).toEqual([]);
  });
});

describe('the message a refused item shows', () => {
  it('says what the server said of each field, and a field message that repeats it once', () => {
    const notFound = HUNT_MESSAGES.locationNotFound;
    const repeated = new ApiError(404, notFound, { location: [notFound] });
    expect(refusalMessage(repeated)).toBe(notFound);
    const fields = new ApiError(400, 'Invalid input.', {
      location: [notFound],
      shells_fired: ['Invalid input.', 'Must be 0 or more.'],
    });
    expect(refusalMessage(fields)).toBe(
      `Invalid input. location: ${notFound} shells fired: Must be 0 or more.`,
    );
  });
});
