/** messageKeys is the query-key factory of the messages feature: my conversations, one of them, its thread. */
export const messageKeys = {
  all: ['messages'] as const,
  conversations: () => [...messageKeys.all, 'conversations'] as const,
  conversation: (id: number) => [...messageKeys.all, 'conversation', id] as const,
  thread: (id: number) => [...messageKeys.all, 'thread', id] as const,
};
