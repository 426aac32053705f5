/** The conversation query keys; zod-free, as the navigation's badge imports them eagerly. */
export const chatKeys = {
  all: ['conversations'] as const,
  lists: () => [...chatKeys.all, 'list'] as const,
  list: (page: number) => [...chatKeys.lists(), page] as const,
  unreadCount: () => [...chatKeys.all, 'unread-count'] as const,
};
