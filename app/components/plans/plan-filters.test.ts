import { describe, expect, it } from 'vitest';
import { activeFilters, emptyFilters, filtersQuery, isValidZip, technologiesText } from './plan-filters';
import { parseFilters, readAmount, readSort } from './plan-url';

describe('plan finder filters in the URL', () => {
  it('round-trips every filter with the API parameter names', () => {
    const q =
      'zip=98101&technology=fiber,cable&minDownload=300&minUpload=35&maxPrice=60&maxLatency=50&noContract=true&noDataCap=true&sort=first-year-cost';
    const f = parseFilters(q);
    expect(f).toEqual({
      zip: '98101',
      technology: ['fiber', 'cable'],
      minDownload: 300,
      minUpload: 35,
      maxPrice: 60,
      maxLatency: 50,
      noContract: true,
      noDataCap: true,
      sort: 'first-year-cost',
    });
    expect(decodeURIComponent(filtersQuery(f))).toBe(q);
  });
  it('drops what is malformed and leaves defaults out', () => {
    expect(parseFilters('technology=wifi&minDownload=fast&minUpload=-5&sort=nope&noContract=yes')).toEqual(
      emptyFilters,
    );
    expect(filtersQuery(emptyFilters)).toBe('');
  });
  it('keeps what is good beside what is not: the API’s technologies once, amounts with spaces, a bad sort alone', () => {
    expect(
      parseFilters('zip=%2098101%20&technology=fiber,other,fiber,%20cable,wifi&maxPrice=%2060%20&sort=fast'),
    ).toEqual({
      ...emptyFilters,
      zip: '98101',
      technology: ['fiber', 'other', 'cable'],
      maxPrice: 60,
    });
    expect(parseFilters('minDownload=1000000&maxPrice=4.999&noDataCap=1')).toEqual({
      ...emptyFilters,
      noDataCap: true,
    });
  });
  it('reads a control’s value as the URL’s: a sort that is not one is the default, an empty amount no filter', () => {
    expect(readSort('download')).toBe('download');
    expect(readSort('cheapest')).toBe('price');
    expect(readAmount('300')).toBe(300);
    expect(readAmount('')).toBeNull();
  });
  it('names each filter in use and what removing it leaves', () => {
    const f = parseFilters('zip=98101&minDownload=500&maxPrice=40');
    expect(activeFilters(f).map((a) => a.label)).toEqual([
      'at least 500 Mbps download',
      'at most $40 a month',
    ]);
    expect(filtersQuery(activeFilters(f)[0]?.without ?? emptyFilters)).toBe('zip=98101&maxPrice=40');
  });
  it('ZIP codes', () => {
    expect(isValidZip('98101')).toBe(true);
    expect(isValidZip('98101-1234')).toBe(true);
    expect(isValidZip('9810')).toBe(false);
    expect(isValidZip('abcde')).toBe(false);
  });
  it('a plan’s technologies in words: one plain, several as "or"', () => {
    expect(technologiesText(['fiber'])).toBe('Fiber');
    expect(technologiesText(['fiber', 'cable'])).toBe('Fiber or cable');
    expect(technologiesText(['cable', 'dsl', 'fixed-wireless'])).toBe('Cable or DSL or fixed wireless');
    expect(technologiesText(['other'])).toBe('Other');
  });
});
