/** The name a lexical answer carries in `model`, so nobody mistakes it for a model's judgement. */
export const BM25_MODEL = 'bm25 (lexical fallback)';

/** Okapi BM25 constants, the usual defaults. */
const K1 = 1.2;
const B = 0.75;

/** Lower-cased letter/digit runs in any script: crude, but the fallback is meant to be crude and predictable. */
function terms(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * BM25 scores of the documents for the query, with the documents themselves as the corpus.
 * Scores are raw BM25 (0 when no query term occurs), not probabilities.
 */
export function bm25Scores(query: string, documents: readonly string[]): number[] {
  const documentTerms = documents.map(terms);
  const averageLength = documentTerms.reduce((sum, words) => sum + words.length, 0) / Math.max(1, documentTerms.length);
  const documentFrequency = new Map<string, number>();
  for (const words of documentTerms) for (const word of new Set(words)) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  const queryTerms = [...new Set(terms(query))];
  const total = documents.length;
  return documentTerms.map((words) => {
    const frequency = new Map<string, number>();
    for (const word of words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    let score = 0;
    for (const term of queryTerms) {
      const count = frequency.get(term) ?? 0;
      if (count === 0) continue;
      const containing = documentFrequency.get(term) ?? 0;
      // The "+1" form of IDF stays positive for terms found in most documents.
      const idf = Math.log(1 + (total - containing + 0.5) / (containing + 0.5));
      score += (idf * count * (K1 + 1)) / (count + K1 * (1 - B + (B * words.length) / Math.max(averageLength, 1e-9)));
    }
    return score;
  });
}
