import { ButtonLink, EmptyState, Icon } from '../../../ui';
import type { HuntFilters } from '../hunt-filters';

/** The empty list, worded for what was asked: filtered, the viewer's own, friends' or all hunts. */
export function NoHunts({ filtered, scope }: { filtered: boolean; scope: HuntFilters['scope'] }) {
  if (filtered) {
    return (
      <EmptyState
        icon={<Icon name="hunts" />}
        title="No hunts match these filters"
        description="Try a wider date range or another species, or clear the filters."
        action={
          <ButtonLink to="/hunts/create" variant="secondary">
            Log a hunt
          </ButtonLink>
        }
      />
    );
  }
  if (scope === 'friends') {
    return (
      <EmptyState
        icon={<Icon name="hunts" />}
        title="No hunts from friends yet"
        description="Hunts your friends share with friends or with everyone show up here."
        action={<ButtonLink to="/friends">Find friends</ButtonLink>}
      />
    );
  }
  if (scope === 'all') {
    return (
      <EmptyState
        icon={<Icon name="hunts" />}
        title="No hunts to show yet"
        description="Hunts you log, and those friends and other hunters share, show up here."
        action={<ButtonLink to="/hunts/create">Log a hunt</ButtonLink>}
      />
    );
  }
  return (
    <EmptyState
      icon={<Icon name="hunts" />}
      title="Log your first hunt"
      description="The date, the place and the birds you brought home: your logbook starts here."
      action={<ButtonLink to="/hunts/create">Log your first hunt</ButtonLink>}
    />
  );
}
