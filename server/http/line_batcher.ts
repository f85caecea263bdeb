/**
 * Collects log lines and writes them in batches, so logging a request costs an array push rather
 * than a synchronous write to stdout on the request path (issue 18). Lines keep their order; a
 * batch is written `flushMs` after its first line, or at once when it reaches `maxLines`.
 */
export type LineBatcher = {
  push(line: string): void;
  /** Writes what is waiting now: before another log line that must follow it, and at shutdown. */
  flush(): void;
};

export function createLineBatcher(
  write: (text: string) => void,
  { flushMs = 100, maxLines = 1000 }: { flushMs?: number; maxLines?: number } = {},
): LineBatcher {
  let lines: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (lines.length === 0) return;
    const batch = lines;
    lines = [];
    write(batch.join("\n"));
  };
  return {
    push(line) {
      lines.push(line);
      if (lines.length >= maxLines) flush();
      else timer ??= setTimeout(flush, flushMs);
    },
    flush,
  };
}
