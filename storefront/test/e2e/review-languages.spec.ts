import { type Locator } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { commerce, search, type SearchHit } from '../support/backend';
import { marketOrigin } from '../support/markets';
import { languageGroup, topReviews, type Review } from '../support/review-order';

// Issue 18, shopper item 9: on IE, reviews in other languages stood unmarked among English ones.

/** The shop's review languages as an English page names them, written by hand. */
const ENGLISH_NAMES: Readonly<Record<string, string>> = {
  bg: 'Bulgarian', cs: 'Czech', da: 'Danish', de: 'German', el: 'Greek', en: 'English', es: 'Spanish', fi: 'Finnish',
  fr: 'French', hr: 'Croatian', hu: 'Hungarian', it: 'Italian', lt: 'Lithuanian', nb: 'Norwegian Bokmål', nl: 'Dutch',
  pl: 'Polish', pt: 'Portuguese', ro: 'Romanian', sk: 'Slovak', sl: 'Slovenian', sv: 'Swedish',
};
const languageOf = (review: Review): string => review.locale!.split('-')[0]!;

/** An IE product with one page of reviews in all three groups: English, translated into English, untranslated. */
async function productWithReviewsInSeveralLanguages(): Promise<{ hit: SearchHit; reviews: Review[] }> {
  for (let page = 0; page < 10; page++) {
    const { hits } = await search({ indexName: 'products_en-IE', query: '', hitsPerPage: 48, page });
    for (const hit of hits.filter((candidate) => (candidate.reviewCount ?? 0) >= 3 && (candidate.reviewCount ?? 0) <= 10)) {
      const reviews = (await commerce<{ results: Review[] }>('ie', 'getReview', [{ productId: hit.productId, limit: 100 }])).results;
      if ([0, 1, 2].every((group) => reviews.some((review) => languageGroup(review, 'en') === group))) return { hit, reviews };
    }
  }
  throw new Error('no IE product with English, translated and untranslated reviews on one page');
}

/** The language an element's text is read in: its own lang or its nearest ancestor's. */
const readLanguage = (locator: Locator): Promise<string | null> => locator.evaluate((node) => node.closest('[lang]')?.getAttribute('lang') ?? null);

test('IE product page: English reviews first, then translated ones marked as translations with the original at hand, then others marked with their language', async ({ page }) => {
  const { hit, reviews } = await productWithReviewsInSeveralLanguages();
  await page.goto(`${marketOrigin('ie')}/${hit.url}`);
  const items = page.getByTestId('review');
  await expect(items).toHaveCount(reviews.length);
  expect(await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-review-id')))).toEqual(topReviews(reviews, 'en'));

  for (const review of reviews) {
    const item = page.locator(`[data-testid=review][data-review-id="${review.id}"]`);
    const text = item.locator('.review__text').first();
    const group = languageGroup(review, 'en');
    if (group === 0) {
      await expect(item.getByTestId('review-language')).toHaveCount(0);
      await expect(text).toHaveText(review.text!);
      expect(await readLanguage(text)).toBe('en');
    } else if (group === 1) {
      const name = ENGLISH_NAMES[languageOf(review)]!;
      await expect(item.getByTestId('review-language')).toHaveText(`Translation · original language: ${name}`);
      await expect(text).toHaveText(review.custom!.fields!.textTranslations!['en']!);
      expect(await readLanguage(text)).toMatch(/^en/);
      const original = item.getByTestId('review-original');
      await expect(original.locator('.review__text')).toBeHidden();
      await original.getByText('Show the original').click();
      await expect(original.locator('.review__text')).toHaveText(review.text!);
      expect(await readLanguage(original.locator('.review__text'))).toBe(languageOf(review));
    } else {
      const name = ENGLISH_NAMES[languageOf(review)]!;
      await expect(item.getByTestId('review-language')).toHaveText(`Language of the review: ${name}`);
      await expect(text).toHaveText(review.text!);
      await expect(text).toHaveAttribute('lang', languageOf(review));
      await expect(item.getByTestId('review-original')).toHaveCount(0);
    }
  }
});
