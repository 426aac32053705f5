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
  return (
    <EmptyState
      icon={<Icon name="hunts" />}
      title="No hunts yet"
      description="Log your first hunt: the date, the place and the birds you brought home."
      action={<ButtonLink to="/hunts/create">Log a hunt</ButtonLink>}
    />
  );
}
