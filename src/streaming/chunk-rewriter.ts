/**
 * The seam where the privacy gateway plugs into streams: a stateful rewriter that sees each parsed
 * `data:` JSON object of an SSE stream in order and may hold text back, split or merge chunks.
 * One instance per response stream.
 */
export interface ChunkRewriter {
  /** Rewrites one upstream chunk into zero or more chunks to send now. */
  rewrite(chunk: unknown): unknown[];
  /** Called once at the end of the stream (before `[DONE]`): emit everything still held back. */
  flush(): unknown[];
  /**
   * Optional fast path for rewriters that rarely change a chunk (usage metering): sees the raw
   * `data` text and returns it (or another text) to send, or null to drop the event. When every
   * rewriter of a stream has it, chunks are never parsed.
   */
  rewriteData?(data: string): string | null;
}

/** Chains rewriters: the output of each one is the input of the next. */
export function chainRewriters(rewriters: readonly ChunkRewriter[]): ChunkRewriter | undefined {
  if (rewriters.length === 0) return undefined;
  if (rewriters.length === 1) return rewriters[0];
  const raw = rewriters.every((rewriter) => rewriter.rewriteData !== undefined);
  const through = (chunks: unknown[], from: number): unknown[] => {
    let current = chunks;
    for (let index = from; index < rewriters.length; index++) {
      const rewriter = rewriters[index] as ChunkRewriter;
      current = current.flatMap((chunk) => rewriter.rewrite(chunk));
    }
    return current;
  };
  return {
    ...(raw
      ? {
          rewriteData: (data: string) => {
            let current: string | null = data;
            for (const rewriter of rewriters) if (current !== null && rewriter.rewriteData !== undefined) current = rewriter.rewriteData(current);
            return current;
          },
        }
      : {}),
    rewrite: (chunk) => through([chunk], 0),
    flush: () => {
      // Flush in order: what the first rewriter releases still has to pass through the later ones.
      let pending: unknown[] = [];
      rewriters.forEach((rewriter, index) => {
        pending = [...through(pending, index), ...rewriter.flush()];
      });
      return pending;
    },
  };
}
