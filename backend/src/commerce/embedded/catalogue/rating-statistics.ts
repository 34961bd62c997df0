import type { Review, ReviewRatingStatistics } from '@commercetools/platform-sdk';

/** commercetools' statistics over the reviews included in statistics (spec 1 §3). */
export function ratingStatistics(reviews: readonly Review[]): ReviewRatingStatistics | undefined {
  const ratings = reviews.filter((r) => r.includedInStatistics && typeof r.rating === 'number').map((r) => r.rating as number);
  if (ratings.length === 0) return undefined;
  const distribution: Record<string, number> = {};
  for (const rating of ratings) distribution[String(rating)] = (distribution[String(rating)] ?? 0) + 1;
  const average = ratings.reduce((total, rating) => total + rating, 0) / ratings.length;
  return {
    // commercetools rounds the average to 5 decimal places.
    averageRating: Math.round(average * 100_000) / 100_000,
    highestRating: Math.max(...ratings),
    lowestRating: Math.min(...ratings),
    count: ratings.length,
    ratingsDistribution: distribution,
  };
}
