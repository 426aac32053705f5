import { lazyDialog } from '../../ui';
import type { ChatModalProps } from './ChatDialog';

export type { ChatModalProps };

/** The Direct chat modal; its code (and the chat's zod schemas) loads when it first opens. */
export const ChatModal = lazyDialog<ChatModalProps>(
  () => import('./ChatDialog').then((module) => module.ChatDialog),
  (props) => props.open,
);
