import type { ReactNode } from 'react';
import { Button, ButtonLink, EmptyState, Icon } from '../../../ui';
import type { LocationFilters } from '../api';

const byScope: Record<
  NonNullable<LocationFilters['scope']> | 'all',
  { title: string; description: string; action: ReactNode }
> = {
  all: {
    title: 'No locations yet',
    description:
      'Save the places you hunt, with notes on how to get in, and share them with friends.',
    action: <ButtonLink to="/locations/create">New location</ButtonLink>,
  },
  mine: {
    title: 'No locations yet',
    description:
      'Save the places you hunt, with notes on how to get in, and share them with friends.',
    action: <ButtonLink to="/locations/create">New location</ButtonLink>,
  },
  friends: {
    title: 'No locations from friends yet',
    description: 'Places your friends save for friends or for everyone show up here.',
    action: <ButtonLink to="/friends">Find friends</ButtonLink>,
  },
  shared: {
    title: 'Nothing shared with you yet',
    description: 'When a friend shares one of their locations with you, it shows up here.',
    action: <ButtonLink to="/friends">Go to friends</ButtonLink>,
  },
};

/** The empty list, worded for what was asked: filtered, or one scope with nothing in it. */
export function NoLocations({
  filtered,
  scope,
  onClear,
}: {
  filtered: boolean;
  scope: LocationFilters['scope'];
  onClear: () => void;
}) {
  if (filtered) {
    return (
      <EmptyState
        icon={<Icon name="locations" />}
        title="No locations match these filters"
        description="Try another search, privacy or type."
        action={
          <Button variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        }
      />
    );
  }
  const { title, description, action } = byScope[scope ?? 'all'];
  return (
    <EmptyState
      icon={<Icon name="locations" />}
      title={title}
      description={description}
      action={action}
    />
  );
}
