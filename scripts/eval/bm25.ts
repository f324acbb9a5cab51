/**
 * Okapi BM25 over plain texts: the baseline the match score is measured against. Standard form with k1 = 1.2 and
 * b = 0.75, IDF = ln((N - df + 0.5) / (df + 0.5) + 1), English stop words removed, no stemming.
 */

const stopWords = new Set(
  [
    'a an and are as at be by for from has have i in is it its of on or our that the their this to we',
    'will with you your us who what when where which while was were can into about more than they them',
    'also not all any each other some such only own same so too very just over under again once here',
    'there why how both few most per via',
  ]
    .join(' ')
    .split(' '),
);

export function bm25Tokens(text: string): string[] {
  return text
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((token) => token.length > 1 && !stopWords.has(token));
}

export interface Bm25Index {
  score(query: string, documentIndex: number): number;
}

export function buildBm25(documents: readonly string[], k1 = 1.2, b = 0.75): Bm25Index {
  const tokenized = documents.map(bm25Tokens);
  const frequencies = tokenized.map((tokens) => {
    const counts = new Map<string, number>();
    for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
    return counts;
  });
  const documentFrequency = new Map<string, number>();
  for (const counts of frequencies) {
    for (const token of counts.keys()) documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
  }
  const total = documents.length;
  const averageLength = tokenized.reduce((sum, tokens) => sum + tokens.length, 0) / Math.max(1, total);
  const idf = (token: string) => {
    const df = documentFrequency.get(token) ?? 0;
    return Math.log((total - df + 0.5) / (df + 0.5) + 1);
  };
  return {
    score(query, documentIndex) {
      const counts = frequencies[documentIndex];
      const length = tokenized[documentIndex]?.length ?? 0;
      if (!counts) return 0;
      let score = 0;
      // Each query word counts once: a profile listing 'React' twice should not double it.
      for (const token of new Set(bm25Tokens(query))) {
        const tf = counts.get(token) ?? 0;
        if (tf === 0) continue;
        score += (idf(token) * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * length) / averageLength));
      }
      return score;
    },
  };
}
