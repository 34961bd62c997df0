import { describe, expect, it } from '@jest/globals';
import { trackVatMarkers } from './vat-markers';

describe('trackVatMarkers', () => {
  it('pushes one event per marker onto an existing dataLayer, in order', () => {
    const target = { dataLayer: [] as unknown[] } as unknown as Window & { dataLayer: unknown[] };
    trackVatMarkers(['retry-button-click', 'triggered'], target);
    expect(target.dataLayer).toEqual([
      { event: 'vat_validation', vat_validation_outcome: 'retry-button-click' },
      { event: 'vat_validation', vat_validation_outcome: 'triggered' },
    ]);
  });

  it('creates no dataLayer where the page has none (no tag manager yet)', () => {
    const target = {} as Window & { dataLayer?: unknown[] };
    trackVatMarkers(['success'], target);
    expect(target.dataLayer).toBeUndefined();
  });
});
