// How webhook endpoint URLs are shown and scrubbed (server/shared/url.ts): masked to scheme,
// host, port and first path segment; every secret-bearing part taken out of a message.
import { expect, it } from 'vitest';
import { hasCredentials, maskUrl, scrubUrl } from '../shared/url.ts';

it('masks to scheme, host, port and the first path segment', () => {
  expect(maskUrl('https://hooks.zapier.com/hooks/catch/123/abc?x=1')).toBe(
    'https://hooks.zapier.com/hooks/…?…',
  );
  expect(maskUrl('http://10.0.0.5:8080/in')).toBe('http://10.0.0.5:8080/in');
  expect(maskUrl('https://crm.example.com')).toBe('https://crm.example.com/');
  expect(maskUrl('http://[::1]:9000/a/b')).toBe('http://[::1]:9000/a/…');
  expect(maskUrl('https://u:p@crm.example.com/in')).toBe('https://crm.example.com/in');
  expect(maskUrl('not a url')).toBe('[invalid URL]');
});

it('knows a URL with credentials', () => {
  expect(hasCredentials('https://u:p@crm.example.com/in')).toBe(true);
  expect(hasCredentials('https://token@crm.example.com/in')).toBe(true);
  expect(hasCredentials('https://crm.example.com/in?api_key=1')).toBe(false);
});

it('scrubs the URL, its query, path and (encoded) credentials from a message', () => {
  const url = 'https://us%40er:p%23ss@crm.example.com/hooks/T0KEN?api_key=K3Y';
  const message = `failed ${url}; again api_key=K3Y at /hooks/T0KEN by us@er with p#ss and us%40er`;
  const out = scrubUrl(message, url);
  for (const secret of ['K3Y', 'T0KEN', 'p#ss', 'us@er', 'us%40er', 'p%23ss'])
    expect(out).not.toContain(secret);
  expect(out).toContain('crm.example.com');
});
