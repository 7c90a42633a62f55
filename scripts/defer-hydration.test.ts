import { describe, expect, it } from 'vitest';
import { assertDeferred, DEFERRED_MARK, deferHydration } from '../server/content/defer-hydration.ts';

// The shape React Router 8 prerenders, shortened; the built pages themselves are checked after
// the build by tests/e2e/build-output.test.ts.
const page = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/home-4.js"/></head><body><main>Hello</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

function moduleScript(html: string): string {
  const m = /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no module script');
  return m[1] as string;
}

describe('deferHydration', () => {
  const out = deferHydration(page);
  const script = moduleScript(out);

  it('takes the modulepreload links out of the head, and nothing else', () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(out).toContain('<main>Hello</main><script>window.__reactRouterContext = {};</script>');
  });

  it('waits for a painted frame before any script is requested', () => {
    const wait = script.indexOf('requestAnimationFrame(() => setTimeout(go))');
    expect(wait).toBeGreaterThan(-1);
    expect(script.indexOf('modulepreload')).toBeGreaterThan(wait);
    expect(script.indexOf('import(')).toBeGreaterThan(wait);
    expect(script).toContain('document.visibilityState !== "hidden"');
  });

  it('preloads the same scripts, then evaluates them in React Router’s order', () => {
    expect(script).toContain(
      '[{"href":"/assets/manifest-1.js"},{"href":"/assets/entry.client-2.js"},{"href":"/assets/root-3.js"},{"href":"/assets/home-4.js"}]',
    );
    const order = [
      'await import("/assets/manifest-1.js");',
      'const route0 = await import("/assets/root-3.js");',
      'const route1 = await import("/assets/home-4.js");',
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
      'import("/assets/entry.client-2.js");',
    ].map((line) => script.indexOf(line));
    expect(order.every((at) => at > -1)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('is a classic-syntax async function (no top-level await) that parses', () => {
    expect(() => new Function(script)).not.toThrow();
  });

  it('marks the rewritten script, and the build check accepts the page', () => {
    expect(out).toContain(`<script type="module" ${DEFERRED_MARK}>`);
    expect(() => assertDeferred(out, 'index.html')).not.toThrow();
  });

  it('fails the build for a page with React Router scripts that was not rewritten', () => {
    expect(() => assertDeferred(page, 'missed/index.html')).toThrow(/missed\/index.html .* not rewritten/);
  });

  it('keeps the nonce on the script and crossorigin, integrity and nonce on each preload', () => {
    const withAttrs = page
      .replace(
        /<link rel="modulepreload" href="([^"]+)"\/>/g,
        '<link rel="modulepreload" href="$1" crossorigin="anonymous" nonce="n0nce"/>',
      )
      .replace('<script type="module" async="">', '<script nonce="n0nce" type="module" async="">');
    const rewritten = deferHydration(withAttrs);
    expect(rewritten).not.toContain('rel="modulepreload"');
    expect(rewritten).toContain(`<script type="module" nonce="n0nce" ${DEFERRED_MARK}>`);
    expect(moduleScript(rewritten)).toContain(
      '{"href":"/assets/root-3.js","crossOrigin":"anonymous","nonce":"n0nce"}',
    );
    expect(() => assertDeferred(rewritten, 'index.html')).not.toThrow();
  });

  it('refuses React Router scripts it cannot find the module script of', () => {
    const odd = page.replace('<script type="module" async="">', '<script type="text/x-module">');
    expect(() => deferHydration(odd)).toThrow(/without an inline module script/);
  });

  it('leaves a page without an inline module script alone', () => {
    const plain = '<html><head></head><body><p>No scripts</p></body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });

  it('refuses an import form it does not know, rather than emit a broken page', () => {
    const odd = page.replace('import "/assets/manifest-1.js";', 'import { x } from "/assets/manifest-1.js";');
    expect(() => deferHydration(odd)).toThrow(/unexpected import form/);
  });
});
