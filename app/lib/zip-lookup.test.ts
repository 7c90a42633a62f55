import { afterEach, describe, expect, it, vi } from 'vitest';
import { isZip, lookupZip, rememberedZip, rememberZip } from './zip-lookup';

const seattle = {
  zip: '98101',
  city: 'Seattle',
  state: 'WA',
  providers: { internet: [], tv: [], streaming: [] },
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('zip lookup', () => {
  it('accepts exactly five digits', () => {
    expect(isZip('98101')).toBe(true);
    for (const bad of ['9810', '981011', '98a01', '', '98101-1234']) expect(isZip(bad), bad).toBe(false);
  });

  it('answers found, unknown or failed, and asks the server once per ZIP', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/98101')
        ? new Response(JSON.stringify(seattle), { status: 200 })
        : url.endsWith('/00000')
          ? new Response('{}', { status: 404 })
          : new Response('{}', { status: 500 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await lookupZip('98101')).toEqual({ status: 'found', data: seattle });
    expect(await lookupZip('98101')).toEqual({ status: 'found', data: seattle });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/availability/98101');
    expect(await lookupZip('00000')).toEqual({ status: 'unknown', zip: '00000' });
    expect(await lookupZip('11111')).toEqual({ status: 'failed', zip: '11111' });
  });

  it('retries after a network failure instead of keeping it', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(JSON.stringify({ ...seattle, zip: '98102' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await lookupZip('98102')).toEqual({ status: 'failed', zip: '98102' });
    expect((await lookupZip('98102')).status).toBe('found');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('remembers the last ZIP for the session and ignores anything else stored there', () => {
    expect(rememberedZip()).toBeUndefined();
    rememberZip('98101');
    expect(rememberedZip()).toBe('98101');
    sessionStorage.setItem('homewire.zip', '<script>');
    expect(rememberedZip()).toBeUndefined();
  });
});
