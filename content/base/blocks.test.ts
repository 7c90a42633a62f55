import { describe, expect, it } from 'vitest';
import { withProvider } from './blocks.ts';
import { tvName } from './tv-name.ts';

describe('a TV provider named in the copy', () => {
  it('is followed by "TV" unless its name ends with the word', () => {
    expect(tvName('Spectrum')).toBe('Spectrum TV');
    expect(tvName('Harbor TV')).toBe('Harbor TV');
    expect(tvName('Acme tv')).toBe('Acme tv');
    // One word, the brand's own spelling: not the word "TV".
    expect(tvName('DIRECTV')).toBe('DIRECTV TV');
  });

  it('fills the shared copy: {provider} TV with tvName, {provider} with the name', () => {
    expect(withProvider('Popular {provider} TV packages', 'Harbor TV')).toBe('Popular Harbor TV packages');
    expect(withProvider('Popular {provider} TV packages', 'Cox')).toBe('Popular Cox TV packages');
    expect(withProvider('Is {provider} available?', 'Harbor TV')).toBe('Is Harbor TV available?');
  });
});
