/**
 * Hugging Face text-embeddings-inference (TEI) speaks its own re-ranking dialect: `texts` in,
 * a bare array of `{index, score}` out (best first), no `top_n`. These translate both ways.
 */

/** Our /v1/rerank request body (validated by the host). */
export interface RerankBody {
  model?: string;
  query: string;
  documents: Array<string | { text: string }>;
  top_n?: number;
  return_documents?: boolean;
}

interface TeiRank {
  index: number;
  score: number;
}

/** Our /v1/rerank body as TEI's /rerank body. */
export function teiRerankRequest(body: RerankBody): Record<string, unknown> {
  return { query: body.query, texts: body.documents.map((document) => (typeof document === 'string' ? document : document.text)), raw_scores: false };
}

/** TEI's answer as our /v1/rerank answer (without `model`); undefined when it is not TEI's shape. */
export function teiRerankResponse(answer: unknown, body: RerankBody): { results: Array<Record<string, unknown>> } | undefined {
  if (!Array.isArray(answer)) return undefined;
  const ranks: TeiRank[] = [];
  for (const item of answer as unknown[]) {
    const rank = item as Partial<TeiRank> | null;
    if (typeof rank?.index !== 'number' || typeof rank.score !== 'number') return undefined;
    if (!Number.isInteger(rank.index) || rank.index < 0 || rank.index >= body.documents.length) return undefined;
    ranks.push({ index: rank.index, score: rank.score });
  }
  ranks.sort((a, b) => b.score - a.score);
  return {
    results: ranks.slice(0, body.top_n ?? ranks.length).map(({ index, score }) => {
      const document = body.documents[index];
      const text = typeof document === 'string' ? document : (document?.text ?? '');
      return { index, relevance_score: score, ...(body.return_documents === true ? { document: { text } } : {}) };
    }),
  };
}
