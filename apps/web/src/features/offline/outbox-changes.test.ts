import { describe, expect, it } from 'vitest';
import { aimEditsAt, capturedValues, placeChange } from './outbox-changes';
import { type OutboxItem, queuedEditOf } from './outbox-items';

const ADA = 7;
const create = (key: string, extra: Partial<OutboxItem> = {}): OutboxItem => ({
  key,
  kind: 'hunt',
  userId: ADA,
  path: '/hunts/',
  body: { date_of_hunt: '2026-11-20', notes: 'Fog', birds: [{ species: 'mallard', quantity: 2 }] },
  title: 'Hunt on Fri, Nov 20, 2026',
  details: '2 birds · Fog',
  queuedAt: 1,
  photos: [],
  ...extra,
});
let next = 0;
const newKey = () => `new-${++next}`;
const shown = { title: 'Changes to the hunt', details: 'Teal' };

describe('the outbox state machine: where a change made with no network goes', () => {
  it('folds a revision of a waiting create that was never sent into it, same key', () => {
    const placed = placeChange(
      [create('c1')],
      { kind: 'hunt', userId: ADA, waitingKey: 'c1', body: { notes: 'Teal' }, ...shown },
      newKey,
      5,
    );
    expect(placed).toMatchObject({ key: 'c1', body: { notes: 'Teal' } });
    expect(placed.method).toBeUndefined();
    expect(placed.queuedAt).toBe(1);
  });

  it('folds a revision of a refused create into it and clears the refusal (the server kept nothing)', () => {
    const refused = create('c1', { attempted: true, refusal: 'Location not found' });
    const placed = placeChange(
      [refused],
      { kind: 'hunt', userId: ADA, waitingKey: 'c1', body: { notes: 'Teal' }, ...shown },
      newKey,
      5,
    );
    expect(placed).toMatchObject({ key: 'c1', refusal: undefined, attempted: false });
  });

  it('queues a revision of a create sent without an answer as an edit after it, aimed once it is answered', () => {
    const sent = create('c1', { attempted: true });
    const change = { kind: 'hunt' as const, userId: ADA, waitingKey: 'c1', ...shown };
    const edit = placeChange([sent], { ...change, body: { notes: 'Teal' } }, newKey, 5);
    expect(edit).toMatchObject({ method: 'PATCH', afterKey: 'c1', body: { notes: 'Teal' } });
    expect(edit.key).not.toBe('c1');
    // A second revision joins the same edit.
    const again = placeChange([sent, edit], { ...change, body: { shells_fired: 9 } }, newKey, 6);
    expect(again).toMatchObject({ key: edit.key, body: { notes: 'Teal', shells_fired: 9 } });
    expect(capturedValues([sent, again], sent)).toMatchObject({ notes: 'Teal', shells_fired: 9 });

    const [aimed] = aimEditsAt([sent, again], 'c1', 42);
    expect(aimed).toMatchObject({ targetId: 42, path: '/hunts/42/', afterKey: undefined });
  });

  it('gives an edit of a server item its own key, and folds the next edit of it into that one', () => {
    const change = { kind: 'location' as const, userId: ADA, targetId: 12, ...shown };
    const first = placeChange([], { ...change, body: { name: 'North pond' } }, newKey, 5);
    expect(first).toMatchObject({ method: 'PATCH', path: '/locations/12/', targetId: 12 });
    const second = placeChange([first], { ...change, body: { description: 'Reeds' } }, newKey, 6);
    expect(second).toMatchObject({
      key: first.key,
      body: { name: 'North pond', description: 'Reeds' },
    });
    expect(queuedEditOf([second], 'location', 12)).toBe(second);
    expect(queuedEditOf([second], 'hunt', 12)).toBeUndefined();
  });

  it('re-keys an edit that was sent without an answer, so a kept answer is never replayed for other fields', () => {
    const change = { kind: 'report' as const, userId: ADA, targetId: 3, ...shown };
    const sent = {
      ...placeChange([], { ...change, body: { title: 'A' } }, newKey, 5),
      attempted: true,
    };
    const folded = placeChange([sent], { ...change, body: { content: 'B' } }, newKey, 6);
    expect(folded.key).not.toBe(sent.key);
    expect(folded).toMatchObject({ replacesKey: sent.key, body: { title: 'A', content: 'B' } });
    // A refused edit keeps its key: the server kept no answer under it.
    const refused = { ...sent, refusal: 'Invalid input.' };
    const fixed = placeChange([refused], { ...change, body: { title: 'C' } }, newKey, 7);
    expect(fixed).toMatchObject({ key: sent.key, refusal: undefined, body: { title: 'C' } });
  });
});
