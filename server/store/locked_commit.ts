/**
 * Commits an atomic write, built afresh for each try, when another connection to the same SQLite file (a second server
 * sharing the local store) wrote while this one read, or held the file's write lock longer than Deno KV waits: SQLite
 * then refuses the whole write ("database is locked"), so trying again cannot land it twice.
 */
export async function lockedCommit(
  build: () => Deno.AtomicOperation,
): Promise<Deno.KvCommitResult | Deno.KvCommitError> {
  for (let attempt = 1;; attempt++) {
    try {
      return await build().commit();
    } catch (error) {
      if (attempt >= lockedAttempts || !(error instanceof Error) || !/database is locked/i.test(error.message)) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, attempt * 10));
    }
  }
}

/** A refusal for a write between a read and its commit clears at once; a held lock has had Deno KV's own wait each try. */
const lockedAttempts = 4;
