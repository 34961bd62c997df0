import { type Locator } from '@playwright/test';
import { expect, test } from '../support/shop-test';
import { marketOrigin } from '../support/markets';
import { hydrated } from '../support/page-helpers';

// A campaign banner counts down every second, and each unit's word changes with its number
// ('1 Minute', '0 Minuten'). If the words' widths moved the banner, every tick across a plural
// would be a layout shift on the home page. The browser's clock is ours here (the server's is
// real): the countdown is stepped across the singular and plural of every unit and measured.

const DAY = 86_400_000;

/** Seconds left as the timer reads now, from its four values (days, hours, minutes, seconds). */
const secondsLeft = async (timer: Locator): Promise<number> => {
  const [days, hours, minutes, seconds] = (await timer.locator('.countdown__value').allTextContents()).map(Number);
  return days! * 86_400 + hours! * 3_600 + minutes! * 60 + seconds!;
};

/** Where the countdown and each of its units are drawn, in whole pixels. */
const boxes = (countdown: Locator): Promise<string[]> =>
  countdown.evaluate((element) =>
    [element, ...element.querySelectorAll('.countdown__unit')].map((node) => {
      const box = node.getBoundingClientRect();
      return `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
    }),
  );

for (const country of ['DE', 'SK', 'GR']) {
  test(`${country}: a campaign countdown keeps its size and place as its words change from singular to plural`, async ({ page }) => {
    // Forty days early: every banner has more than a day and a bit to count, whichever campaign it shows.
    const start = Date.now() - 40 * DAY;
    await page.clock.install({ time: start });
    await page.goto(`${marketOrigin(country)}/`);
    await hydrated(page);
    const countdown = page.locator('.cb-campaign .countdown').first();
    const timer = countdown.getByRole('timer');
    await expect(timer).toBeVisible();

    const pausedAt = start + 10 * 60_000;
    await page.clock.pauseAt(pausedAt);
    await expect(timer.locator('.countdown__value').first()).not.toHaveText('');
    const left = await secondsLeft(timer);
    // The target moments, as seconds left: 1 day 1 hour 1 minute 1 second (every word singular),
    // then the seconds, minutes, hours and days turning plural one after the other.
    const steps: [number, string[]][] = [
      [90_061, ['01', '01', '01', '01']],
      [90_060, ['01', '01', '01', '00']],
      [90_000, ['01', '01', '00', '00']],
      [86_400, ['01', '00', '00', '00']],
      [86_399, ['00', '23', '59', '59']],
    ];
    let drawn: string[] | undefined;
    for (const [secondsToGo, values] of steps) {
      await page.clock.pauseAt(pausedAt + (left - secondsToGo) * 1000);
      await expect(timer.locator('.countdown__value')).toHaveText(values);
      const now = await boxes(countdown);
      if (drawn) expect(now, `drawn at ${values.join(":")} as at the step before`).toEqual(drawn);
      drawn = now;
    }
  });
}
