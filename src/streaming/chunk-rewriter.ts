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
}

/** Chains rewriters: the output of each one is the input of the next. */
export function chainRewriters(rewriters: readonly ChunkRewriter[]): ChunkRewriter | undefined {
  if (rewriters.length === 0) return undefined;
  if (rewriters.length === 1) return rewriters[0];
  const through = (chunks: unknown[], from: number): unknown[] => {
    let current = chunks;
    for (let index = from; index < rewriters.length; index++) {
      const rewriter = rewriters[index] as ChunkRewriter;
      current = current.flatMap((chunk) => rewriter.rewrite(chunk));
    }
    return current;
  };
  return {
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
