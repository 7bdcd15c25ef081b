import { describe, expect, it } from 'vitest';

import { isFarAbove, priceSuggestionQueryOptions } from './price-suggestion';

describe('isFarAbove', () => {
  it('is true only above three times the suggestion', () => {
    expect(isFarAbove(600, 200)).toBe(false);
    expect(isFarAbove(601, 200)).toBe(true);
    expect(isFarAbove(100, 0)).toBe(false);
  });
});

describe('priceSuggestionQueryOptions', () => {
  it('asks only with two different cities and a size', () => {
    expect(priceSuggestionQueryOptions(1, 2, 'M').enabled).toBe(true);
    expect(priceSuggestionQueryOptions(1, 1, 'M').enabled).toBe(false);
    expect(priceSuggestionQueryOptions(undefined, 2, 'M').enabled).toBe(false);
    expect(priceSuggestionQueryOptions(1, 2, '').enabled).toBe(false);
  });
});
