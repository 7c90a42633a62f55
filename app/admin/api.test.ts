import { describe, expect, it } from 'vitest';
import { safeNext } from './api';

describe('safeNext (where the console returns after signing in)', () => {
  it('keeps console paths with their query', () => {
    expect(safeNext('/admin/leads/abc')).toBe('/admin/leads/abc');
    expect(safeNext('/admin?status=new&q=ada%40example.com')).toBe('/admin?status=new&q=ada%40example.com');
    expect(safeNext('/admin')).toBe('/admin');
  });
  it('refuses anything else: other sites, other pages, the sign-in page itself', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/administrator',
      '/',
      '/admin/sign-in?next=/admin',
    ]) {
      expect(safeNext(bad)).toBe('/admin');
    }
  });
});
