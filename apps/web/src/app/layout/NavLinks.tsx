import { NavLink } from 'react-router';
import { cx } from '../../ui';
import { navigation, type NavItem } from '../navigation';
import { LazyNavCount } from './LazyNavCounts';
import { NavIcon } from './NavIcon';
import { useNavLinkNames } from './use-nav-link-names';

function NavItemLink({
  item,
  name,
  layout,
  onNavigate,
}: {
  item: NavItem;
  /** The link's accessible name when its text alone does not say it all. */
  name: string | undefined;
  layout: 'bar' | 'list';
  onNavigate?: () => void;
}) {
  return (
    <NavLink
      to={item.to}
      onClick={onNavigate}
      aria-label={name}
      className={({ isActive }) =>
        cx(
          'flex items-center gap-2 rounded-lg font-medium transition-colors',
          layout === 'bar' ? 'min-h-10 px-2.5' : 'min-h-12 px-3 text-lg',
          isActive
            ? 'bg-raised text-accent-strong'
            : 'text-ink-muted hover:bg-raised hover:text-ink',
        )
      }
    >
      {/* In the bar the icons show only where there is room for them beside the names. */}
      <NavIcon
        name={item.icon}
        className={layout === 'bar' ? 'hidden size-5 2xl:block' : 'size-6'}
      />
      {item.label}
      {item.badge ? <LazyNavCount badge={item.badge} /> : null}
    </NavLink>
  );
}

/** The header's links, one per screen in navigation.ts. */
export function NavLinks({
  layout,
  onNavigate,
}: {
  layout: 'bar' | 'list';
  onNavigate?: () => void;
}) {
  const nameOf = useNavLinkNames();
  return (
    <ul className={layout === 'bar' ? 'flex items-center gap-1' : 'flex flex-col gap-1'}>
      {navigation.map((item) => (
        <li key={item.to}>
          <NavItemLink item={item} name={nameOf(item)} layout={layout} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}
