import { useRef, type ComponentProps } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import { cx } from './cx';
import { useScrollEdges } from './use-scroll-edges';

/** Tabs: `<Tabs defaultValue="all"><TabsList aria-label="..."><TabsTrigger value="all">All</TabsTrigger></TabsList><TabsContent value="all">...</TabsContent></Tabs>`. */
export const Tabs = RadixTabs.Root;

const FADES = {
  none: '',
  after: '[mask-image:linear-gradient(to_right,black_calc(100%-3rem),transparent)]',
  before: '[mask-image:linear-gradient(to_right,transparent,black_3rem)]',
  both: '[mask-image:linear-gradient(to_right,transparent,black_3rem,black_calc(100%-3rem),transparent)]',
};

/**
 * The row of tabs. On a narrow screen it scrolls sideways: its edges fade and an arrow shows on
 * the side that has more tabs, so none sits off-screen unseen.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  const row = useRef<HTMLDivElement>(null);
  const { before, after } = useScrollEdges(row);
  const fade = before && after ? 'both' : before ? 'before' : after ? 'after' : 'none';
  return (
    <div className="relative">
      <RadixTabs.List
        ref={row}
        data-more={fade}
        className={cx(
          'flex gap-1 overflow-x-auto border-b border-line [scrollbar-width:none]',
          FADES[fade],
          className,
        )}
        {...props}
      />
      {before ? <ScrollArrow side="before" /> : null}
      {after ? <ScrollArrow side="after" /> : null}
    </div>
  );
}

function ScrollArrow({ side }: { side: 'before' | 'after' }) {
  return (
    <span
      aria-hidden="true"
      data-testid={`tabs-more-${side}`}
      className={cx(
        'pointer-events-none absolute inset-y-0 flex w-6 items-center text-lg text-ink-muted',
        side === 'after' ? 'right-0 justify-end' : 'left-0 justify-start',
      )}
    >
      {side === 'after' ? '›' : '‹'}
    </span>
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cx(
        '-mb-px min-h-11 shrink-0 border-b-2 border-transparent px-3 font-medium whitespace-nowrap text-ink-muted',
        'hover:text-ink data-[state=active]:border-accent data-[state=active]:text-ink',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cx('pt-4', className)} {...props} />;
}
