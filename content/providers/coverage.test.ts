import { describe, expect, it } from 'vitest';
import { coverage, US_STATES_AND_DC } from './coverage.ts';
import { internetProviders } from './internet.ts';
import { streamingProviders } from './streaming.ts';
import { tvProviders } from './tv.ts';

const providers = { tv: tvProviders, internet: internetProviders, streaming: streamingProviders };

describe('provider coverage', () => {
  it.each(Object.entries(providers))('has exactly one entry per %s provider', (category, list) => {
    const entries = coverage[category as keyof typeof coverage];
    expect(Object.keys(entries).sort()).toEqual(list.map((p) => p.slug).sort());
  });

  it('uses only state codes of the 50 states and DC, each once', () => {
    for (const entries of Object.values(coverage)) {
      for (const [slug, entry] of Object.entries(entries)) {
        if (entry.kind !== 'states') continue;
        expect(
          entry.states.filter((s) => !US_STATES_AND_DC.includes(s)),
          slug,
        ).toEqual([]);
        expect(new Set(entry.states).size, slug).toBe(entry.states.length);
      }
    }
  });

  it('matches the published footprint sizes', () => {
    const count = (category: keyof typeof coverage, slug: string) => {
      const entry = coverage[category][slug];
      return entry?.kind === 'states' ? entry.states.length : undefined;
    };
    expect(US_STATES_AND_DC).toHaveLength(51);
    expect(count('internet', 'xfinity')).toBe(40); // 39 states + DC
    expect(coverage.internet.xfinity).toMatchObject({ states: expect.arrayContaining(['DC']) });
    expect(count('internet', 'spectrum')).toBe(41);
    expect(count('internet', 'cox')).toBe(18);
    expect(count('internet', 'optimum')).toBe(21);
    expect(count('internet', 'spark')).toBe(21);
    expect(count('internet', 'quantum')).toBe(12);
    expect(coverage.internet.ziply).toEqual({ kind: 'states', states: ['WA', 'OR', 'ID', 'MT'] });
    expect(count('tv', 'fios')).toBe(10); // 9 states + DC
    expect(coverage.internet.hughesnet?.kind).toBe('nationwide');
    expect(coverage.tv.dish?.kind).toBe('nationwide');
    expect(Object.values(coverage.streaming).every((e) => e.kind === 'nationwide')).toBe(true);
  });
});
