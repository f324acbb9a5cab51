/** Ranking measures for graded relevance (0, 1, 2). */

/** NDCG@k with gains 2^grade - 1; null when the ideal ranking has no gain (nothing relevant to find). */
export function ndcgAt(k: number, rankedGrades: readonly number[], allGrades: readonly number[]): number | null {
  const dcg = (grades: readonly number[]) =>
    grades.slice(0, k).reduce((sum, grade, index) => sum + (2 ** grade - 1) / Math.log2(index + 2), 0);
  const ideal = dcg([...allGrades].sort((a, b) => b - a));
  return ideal === 0 ? null : dcg(rankedGrades) / ideal;
}

/** Share of the first k results that are relevant (grade ≥ 1). */
export function precisionAt(k: number, rankedGrades: readonly number[]): number {
  return rankedGrades.slice(0, k).filter((grade) => grade >= 1).length / k;
}

export const mean = (values: readonly number[]) =>
  values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;
