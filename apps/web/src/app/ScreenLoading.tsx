import { LoadingState } from '../ui';
import { useHoldBootShell } from './boot-shell';

/** A screen still loading (the session, its code): the boot shell stays up over it (boot-shell.ts). */
export function ScreenLoading({ text }: { text?: string }) {
  useHoldBootShell();
  return <LoadingState text={text} />;
}
