import { describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { json, mockFetch, type RecordedRequest } from '../../test/fetch-mock';
import { outboxSessionFor } from '../../test/outbox-session';
import { birdChangeOrQueue, type BirdChangeDraft } from './bird-change-or-queue';
import { isQueued } from './create-or-queue';
import { loadOutbox, syncNow } from './outbox';
import { birdChangesOf, hunterItems, outboxSnapshot, updateOutboxSnapshot } from './outbox-items';

const ADA = 7;
const HUNT = 41;
const mallard: BirdChangeDraft = {
  huntId: HUNT,
  change: 'add',
  body: { species: 'mallard', gender: 'drake', quantity: 1 },
  title: 'Mallard (drake) added to Cattail slough',
  details: '',
  birdName: 'Mallard (drake)',
};
const pintailOff: BirdChangeDraft = {
  huntId: HUNT,
  change: 'remove',
  body: { bird_id: 300 },
  title: 'Northern Pintail (hen) removed from Cattail slough',
  details: '',
  birdName: 'Northern Pintail (hen)',
};

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

/** What the page's mutation sends when it is online: the same route, with the chosen key. */
const sendOf = (draft: BirdChangeDraft) => (idempotencyKey: string) =>
  draft.change === 'add'
    ? api.post(`/hunts/${HUNT}/add_bird/`, draft.body, { idempotencyKey })
    : api.delete(`/hunts/${HUNT}/remove_bird/`, { body: draft.body, idempotencyKey });

const changeOrQueue = (draft: BirdChangeDraft) =>
  birdChangeOrQueue(session(), draft, sendOf(draft));

const sent = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.path.startsWith(`/api/hunts/${HUNT}/`))
    .map((request) => [request.method, request.path, request.headers.get('Idempotency-Key')]);

const session = outboxSessionFor(ADA);

describe('birds added to and removed from a synced hunt with no network', () => {
  it('keeps each change on the device under its own key, and sends them in order once online', async () => {
    offline();
    const added = await changeOrQueue(mallard);
    const removed = await changeOrQueue(pintailOff);
    expect(isQueued(added) && isQueued(removed)).toBe(true);
    if (!isQueued(added) || !isQueued(removed)) return;
    expect(added.key).not.toBe(removed.key);

    // A reload with no network: both still wait, as the hunt's page lists them.
    updateOutboxSnapshot({ items: [] });
    await loadOutbox();
    expect(
      birdChangesOf(hunterItems(outboxSnapshot()), HUNT).map((change) => change.birdName),
    ).toEqual(['Mallard (drake)', 'Northern Pintail (hen)']);

    vi.restoreAllMocks();
    const requests = mockFetch({
      [`POST /api/hunts/${HUNT}/add_bird/`]: () => json(200, { id: HUNT }),
      [`DELETE /api/hunts/${HUNT}/remove_bird/`]: () => json(200, { id: HUNT }),
    });
    await syncNow();
    expect(sent(requests)).toEqual([
      ['POST', `/api/hunts/${HUNT}/add_bird/`, added.key],
      ['DELETE', `/api/hunts/${HUNT}/remove_bird/`, removed.key],
    ]);
    expect(requests.map((request) => request.body)).toEqual([mallard.body, pintailOff.body]);
    expect(outboxSnapshot().items).toEqual([]);
  });

  it('queues a change behind one still waiting, online too, so the server gets them in order', async () => {
    offline();
    await changeOrQueue(mallard);
    vi.restoreAllMocks();
    // The server is unreachable: the first stays, and the second must not overtake it.
    const requests = mockFetch({
      '*': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await syncNow();
    const second = await changeOrQueue(pintailOff);
    expect(isQueued(second)).toBe(true);
    expect(sent(requests).map(([method]) => method)).toEqual(['POST']);
    expect(hunterItems(outboxSnapshot()).map((item) => item.birdChange)).toEqual(['add', 'remove']);
  });

  it("keeps a refused removal with the server's words, and still sends the change after it", async () => {
    offline();
    await changeOrQueue(pintailOff);
    await changeOrQueue(mallard);
    vi.restoreAllMocks();
    const requests = mockFetch({
      [`DELETE /api/hunts/${HUNT}/remove_bird/`]: () => json(404, { detail: 'Bird not found.' }),
      [`POST /api/hunts/${HUNT}/add_bird/`]: () => json(200, { id: HUNT }),
    });
    await syncNow();
    expect(sent(requests).map(([method]) => method)).toEqual(['DELETE', 'POST']);
    expect(hunterItems(outboxSnapshot()).map((item) => [item.birdChange, item.refusal])).toEqual([
      ['remove', 'Bird not found.'],
    ]);
  });
});
