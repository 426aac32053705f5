import { Icon, type IconName } from '../../ui';

/** Icons a navigation item may use: any of the ui icons. */
export type NavIconName = IconName;

export function NavIcon({ name, className = 'size-5' }: { name: NavIconName; className?: string }) {
  return <Icon name={name} className={className} strokeWidth={1.8} />;
}
