import { describe, expect, it } from 'vitest';
import { activityAudience, narrowestAudience, privacyControlHint } from './audience.js';

describe('audience', () => {
  it('never lets an activity reach more than its item', () => {
    expect(narrowestAudience('public', 'partners')).toBe('partners');
    expect(
      activityAudience({
        activityType: 'report_created',
        privacyLevel: 'friends',
        itemLevel: 'partners',
      }),
    ).toBe('partners');
    expect(
      activityAudience({
        activityType: 'hunt_created',
        privacyLevel: 'public',
        itemLevel: 'friends',
      }),
    ).toBe('friends');
    expect(
      activityAudience({
        activityType: 'hunt_created',
        privacyLevel: 'private',
        itemLevel: 'public',
      }),
    ).toBe('private');
    expect(
      activityAudience({
        activityType: 'location_shared',
        privacyLevel: 'private',
        itemLevel: 'friends',
      }),
    ).toBe('partners');
    expect(
      activityAudience({ activityType: 'hunt_created', privacyLevel: 'public', itemLevel: 'gone' }),
    ).toBe('private');
  });

  it('says what widening does, or that the item holds it back', () => {
    expect(privacyControlHint('friends', 'public')).toBe(
      'Widening to Public shows it to everyone, signed in or not.',
    );
    expect(privacyControlHint('private', 'public')).toBe(
      'Widening to Friends shows it to your friends again.',
    );
    expect(privacyControlHint('friends', 'friends')).toBe(
      'As wide as its item allows; widen the item to share more.',
    );
    expect(privacyControlHint('public', 'public')).toBe('Everyone can see this activity.');
  });
});
