import { describe, expect, it } from 'vitest';
import { deferHydration } from './defer-hydration.ts';

// The shape React Router 8 prerenders (build/client/*.html), shortened.
const page = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/home-4.js"/></head><body><main>Hello</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/home-4.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

function moduleScript(html: string): string {
  const m = /<script type="module">([\s\S]*?)<\/script>/.exec(html);
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
      '["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js","/assets/home-4.js"]',
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

  it('leaves a page without an inline module script alone', () => {
    const plain = '<html><head></head><body><p>No scripts</p></body></html>';
    expect(deferHydration(plain)).toBe(plain);
  });

  it('refuses an import form it does not know, rather than emit a broken page', () => {
    const odd = page.replace('import "/assets/manifest-1.js";', 'import { x } from "/assets/manifest-1.js";');
    expect(() => deferHydration(odd)).toThrow(/unexpected import form/);
  });
});
