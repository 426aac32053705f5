import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../api';
import { ToastProvider } from '../../../ui';
import { activityFixture } from '../test-support';
import { ActivityCard } from './ActivityCard';

function renderCard(node: React.ReactNode) {
  return render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <ToastProvider>{node}</ToastProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('ActivityCard', () => {
  it('asks a signed-out reader to sign in instead of showing reactions', () => {
    renderCard(<ActivityCard activity={activityFixture({ is_owner: false })} signedIn={false} />);
    expect(screen.getByText('Sign in to react and comment')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Like/ })).toBeNull();
  });

  it('shows "Activity data unavailable" for an activity it cannot show', () => {
    const broken = { ...activityFixture(), content_object_data: undefined } as never;
    renderCard(<ActivityCard activity={broken} signedIn />);
    expect(screen.getByText('Activity data unavailable')).toBeInTheDocument();
  });

  it('leads friend activities to the friends page, reports to the report, public in green', () => {
    renderCard(
      <>
        <ActivityCard
          activity={activityFixture({
            id: 1,
            activity_type: 'friend_added',
            content_object_data: {
              title: 'Bob',
              summary: 'Ada and Bob are now friends',
              url_data: { id: 4, type: 'friendship' },
            },
            metadata: {},
          })}
          signedIn
        />
        <ActivityCard
          activity={activityFixture({
            id: 2,
            activity_type: 'report_created',
            privacy_level: 'public',
            audience: 'public',
            content_object_data: {
              title: 'Teal',
              summary: 'Flocks',
              url_data: { id: 9, type: 'report' },
            },
            metadata: {},
            created_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
          })}
          signedIn
        />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Ada Teal made a new friend' })).toHaveAttribute(
      'href',
      '/friends',
    );
    expect(screen.getByRole('link', { name: 'Ada Teal posted a field report' })).toHaveAttribute(
      'href',
      '/reports/9',
    );
    expect(screen.getByText('2d ago')).toBeInTheDocument();
    expect(
      screen
        .getByRole('article', { name: 'Ada Teal posted a field report' })
        .closest('.border-l-success'),
    ).not.toBeNull();
  });

  it("shows a member's party hunt as their own, whose hunt it was, leading to the hunt", () => {
    renderCard(
      <ActivityCard
        activity={activityFixture({
          activity_type: 'party_joined',
          content_object_data: {
            title: 'Hunt on Sat, Nov 22, 2025',
            summary: 'Hunted with Ann Owner',
            url_data: { id: 77, type: 'hunt' },
          },
          metadata: { hunt_name: 'Hunt on Sat, Nov 22, 2025' },
        })}
        signedIn
      />,
    );
    expect(screen.getByRole('link', { name: 'Ada Teal joined a hunting party' })).toHaveAttribute(
      'href',
      '/hunts/77',
    );
    expect(screen.getByText('Hunted with Ann Owner')).toBeInTheDocument();
  });

  it('badges a report for chosen partners "Chosen partners", however its level reads', () => {
    renderCard(
      <ActivityCard
        activity={activityFixture({
          activity_type: 'report_created',
          privacy_level: 'friends',
          audience: 'partners',
          widest_privacy_level: 'friends',
          is_owner: false,
          metadata: {},
        })}
        signedIn
      />,
    );
    const card = screen.getByRole('article', { name: 'Ada Teal posted a field report' });
    expect(card.closest('.border-l-info')).not.toBeNull();
    expect(screen.getByText('Chosen partners')).toBeInTheDocument();
    expect(screen.queryByText('Friends')).toBeNull();
  });

  it('lets the author widen a narrowed activity back, saying what widening does', () => {
    renderCard(
      <ActivityCard
        activity={activityFixture({ privacy_level: 'friends', widest_privacy_level: 'public' })}
        signedIn
      />,
    );
    const control = screen.getByRole('combobox', { name: 'Change who sees this activity' });
    expect(
      Array.from(control.querySelectorAll('option')).map((option) => option.textContent),
    ).toEqual(['Private', 'Friends', 'Public']);
    expect(control).toHaveAccessibleDescription(
      'Widening to Public shows it to everyone, signed in or not.',
    );
  });
});
