import type { ReactNode } from 'react';
import { Button, ButtonLink, EmptyState, Icon } from '../../../ui';
import type { LocationFilters } from '../api';

const byScope: Record<
  LocationFilters['scope'],
  { title: string; description: string; action: ReactNode }
> = {
  all: {
    title: 'No locations to show yet',
    description: 'Spots you save, and those friends and other hunters share, show up here.',
    action: <ButtonLink to="/locations/create">New location</ButtonLink>,
  },
  mine: {
    title: 'Save your first spot',
    description:
      'The marshes, fields and blinds you hunt, with notes on how to get in: private until you share them.',
    action: <ButtonLink to="/locations/create">Save your first spot</ButtonLink>,
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
  const { title, description, action } = byScope[scope];
  return (
    <EmptyState
      icon={<Icon name="locations" />}
      title={title}
      description={description}
      action={action}
    />
  );
}
