import { describe, expect, it } from '@jest/globals';
import { enhancementFinished, enhancementStarted, whenEnhanced } from './enhancements';

const settled = async (promise: Promise<unknown>): Promise<boolean> => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('waiting for the parts that complete themselves after hydration', () => {
  it('resolves once every announced part is ready, however often one is announced', async () => {
    enhancementStarted('quick-search');
    enhancementStarted('quick-search');
    enhancementStarted('progress');
    const all = whenEnhanced();
    expect(await settled(all)).toBe(false);
    enhancementFinished('quick-search');
    expect(await settled(all)).toBe(false);
    enhancementFinished('progress');
    expect(await settled(all)).toBe(true);
  });
});
