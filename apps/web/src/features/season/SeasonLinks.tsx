import { Link } from 'react-router';
import { cx } from '../../ui';

/** The way to the season summary and the band log, from the profile and the Today card. */
export function SeasonLinks({ className }: { className?: string }) {
  const link = 'font-medium text-accent-strong underline';
  return (
    <p className={cx('flex gap-3', className)}>
      <Link to="/season" className={link}>
        Season summary
      </Link>
      <Link to="/season/bands" className={link}>
        Band log
      </Link>
    </p>
  );
}
