/**
 * One reply generated at a time per visitor (issue 9): a lease on the visitor's key, held while
 * a reply is written (server/store/leases.ts), whichever conversation or chat it is for.
 */
export const generationLockKeys = {
  visitor: (visitorId: string) => ["generation_locks", visitorId] as const,
};
