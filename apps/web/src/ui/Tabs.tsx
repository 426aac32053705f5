import type { ComponentProps } from 'react';
import * as RadixTabs from '@radix-ui/react-tabs';
import { cx } from './cx';

/** Tabs: `<Tabs defaultValue="all"><TabsList aria-label="..."><TabsTrigger value="all">All</TabsTrigger></TabsList><TabsContent value="all">...</TabsContent></Tabs>`. */
export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cx(
        'flex gap-1 overflow-x-auto border-b border-line [scrollbar-width:none]',
        className,
      )}
      {...props}
    />
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
