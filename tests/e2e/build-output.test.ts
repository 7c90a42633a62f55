// The post-build steps (scripts/postbuild.ts, run from React Router's buildEnd) checked on the real
// build output: every prerendered page hydrates after its first paint with exactly the scripts
// React Router's manifest lists for it, and no client chunk carries server-only data.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { allPages } from '../../content/pages.ts';
import { consoleOnlyChunks, htmlFileFor, initialScripts } from '../../scripts/check-budgets.ts';
import { assertNoServerOnlyData, fingerprints } from '../../scripts/server-only.ts';
import { assertDeferred, attributes, DEFERRED_MARK } from '../../server/content/defer-hydration.ts';

const pages = allPages();

function deferredScript(html: string): { attrs: Record<string, string>; body: string } {
  const m = new RegExp(`(<script\\b[^>]*${DEFERRED_MARK}[^>]*>)([\\s\\S]*?)</script>`).exec(html);
  if (!m) throw new Error('no deferred script');
  return { attrs: attributes(m[1] as string), body: m[2] as string };
}

describe('hydration after first paint, on the built pages', () => {
  test.each(pages.map((p) => p.path))('%s', (path) => {
    const html = readFileSync(htmlFileFor(path), 'utf8');
    expect(() => assertDeferred(html, path)).not.toThrow();
    expect(html).toContain('window.__reactRouterContext');
    expect(html).not.toMatch(/<link\b[^>]*modulepreload/);
    const { attrs, body } = deferredScript(html);
    expect(attrs.type).toBe('module');
    expect(attrs.async).toBeUndefined();
    // Classic syntax that parses (no static import left), waiting for a painted frame first.
    expect(() => new Function(body)).not.toThrow();
    expect(body.indexOf('requestAnimationFrame')).toBeLessThan(body.indexOf('modulepreload'));
    // It preloads what React Router would have preloaded: the manifest's scripts for this page.
    const links = JSON.parse(/for \(const l of (\[.*?\])\)/.exec(body)?.[1] ?? '[]') as { href: string }[];
    expect(links.map((l) => l.href).sort()).toEqual(initialScripts(path));
    // The client entry is imported last, after the route modules are registered.
    expect(body.lastIndexOf('import(')).toBeGreaterThan(body.indexOf('window.__reactRouterRouteModules'));
  });
});

describe('the operator console', () => {
  test('has chunks of its own, and no public page loads one', () => {
    const chunks = consoleOnlyChunks();
    // Its routes, their split clientLoader / clientAction modules and the console's shared code.
    expect(chunks.size).toBeGreaterThan(10);
    for (const path of pages.map((p) => p.path)) {
      const loaded = initialScripts(path).filter((f) => chunks.has(f));
      expect(loaded, path).toEqual([]);
    }
  });
});

describe('server-only modules', () => {
  test('have fingerprints, and none of them is in a client chunk', () => {
    const prints = fingerprints(process.cwd());
    expect(prints.get('content/providers/tv-details.server.ts')?.length).toBeGreaterThan(10);
    expect(() => assertNoServerOnlyData('build/client', process.cwd())).not.toThrow();
  });

  test('the TV provider page chunk carries none of the regional tables, the page HTML does', () => {
    const html = readFileSync(htmlFileFor('/service/tv/provider-detail/xfinity'), 'utf8');
    const own = initialScripts('/service/tv/provider-detail/xfinity').map((u) =>
      readFileSync(`build/client${u}`, 'utf8'),
    );
    const table = fingerprints(process.cwd()).get('content/providers/tv-details.server.ts') ?? [];
    const rendered = table.filter((s) => html.includes(s));
    expect(rendered.length).toBeGreaterThan(0);
    for (const s of rendered) expect(own.some((code) => code.includes(s))).toBe(false);
  });
});
