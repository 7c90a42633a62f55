// Paint first, then hydrate (decision 006). React Router's prerendered pages start fetching their
// ~130 KB of JavaScript from <head> (modulepreload links) and an inline module script, so on a
// slow connection the scripts share the bandwidth with the stylesheet and the hero image that the
// first paint needs, although the markup is complete without them. This rewrites each page so that
// the same scripts are requested, in parallel and in the same order of evaluation, right after the
// first frame has been painted. Links, text and layout work before hydration; buttons that open
// dialogs work from hydration on, a frame later than before.
//
// It cannot fail silently: a page that carries React Router's scripts and is not rewritten, or an
// import form the rewrite does not know, throws (and the build, which runs it from buildEnd, fails).

/** The attribute the rewritten script carries; assertDeferred() and the tests look for it. */
export const DEFERRED_MARK = 'data-hydrate="after-paint"';

const PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HAS_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/;
const MODULE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
/** The context script <Scripts> emits on every page it renders. */
const ROUTER_CONTEXT = 'window.__reactRouterContext';

/** Attributes of a start tag (names lower-cased; `&amp;` and `&quot;` unescaped). */
export function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  const inner = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  for (const a of inner.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    out[(a[1] ?? '').toLowerCase()] = (a[2] ?? a[3] ?? a[4] ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  }
  return out;
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

type Preload = { href: string; crossOrigin?: string; integrity?: string; nonce?: string };

/** The body of React Router's inline module script, rewritten to run after the first paint. */
function deferredModule(body: string, preloads: Preload[]): string {
  const lines = body
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const line of lines) {
    const sideEffect = /^import "([^"]+)";$/.exec(line);
    const namespace = /^import \* as (\w+) from "([^"]+)";$/.exec(line);
    if (sideEffect) out.push(`await import(${JSON.stringify(sideEffect[1])});`);
    else if (namespace) out.push(`const ${namespace[1]} = await import(${JSON.stringify(namespace[2])});`);
    else if (/^import\s*[^(\s]/.test(line))
      throw new Error(`defer-hydration: unexpected import form: ${line}`);
    else out.push(line);
  }
  // Each link keeps the crossorigin, integrity and nonce <Scripts> gave it.
  const links = preloads.map((p) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)));
  return [
    '(async () => {',
    // After the first frame: a rAF callback runs just before a frame is painted and the timeout
    // just after it. A hidden tab paints nothing and runs no rAF: hydrate at once.
    'if (document.visibilityState !== "hidden") await new Promise((go) => requestAnimationFrame(() => setTimeout(go)));',
    // Fetch the whole module graph in parallel, then evaluate in React Router's order.
    `for (const l of ${JSON.stringify(links)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload" }, l));`,
    ...out,
    '})();',
  ].join('\n');
}

/**
 * Moves a prerendered page's modulepreload links and React Router's inline module script after
 * the first paint. Returns the page unchanged when it has no React Router scripts (nothing to
 * defer); throws when it has them in a shape it cannot rewrite.
 */
export function deferHydration(html: string): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)].filter((m) => {
    const a = attributes(`<script${m[1]}>`);
    return a.type === 'module' && a.src === undefined;
  });
  if (scripts.length === 0) {
    if (html.includes(ROUTER_CONTEXT) || HAS_PRELOAD.test(html))
      throw new Error('defer-hydration: React Router scripts without an inline module script');
    return html;
  }
  if (scripts.length > 1) throw new Error('defer-hydration: more than one inline module script');
  const [whole, attrText, body] = scripts[0] as RegExpMatchArray;
  const preloads = [...html.matchAll(PRELOAD)].map(([tag]): Preload => {
    const a = attributes(tag);
    if (!a.href) throw new Error(`defer-hydration: modulepreload without href: ${tag}`);
    return { href: a.href, crossOrigin: a.crossorigin, integrity: a.integrity, nonce: a.nonce };
  });
  const a = attributes(`<script${attrText}>`);
  const kept = Object.entries(a)
    .filter(([name]) => name !== 'type' && name !== 'async')
    .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
    .join('');
  const script = `<script type="module"${kept} ${DEFERRED_MARK}>${deferredModule(body ?? '', preloads)}</script>`;
  return html.replace(PRELOAD, '').replace(whole, () => script);
}

/** Throws unless a page with React Router's scripts has been rewritten (one deferred script, no preloads). */
export function assertDeferred(html: string, name: string): void {
  if (!html.includes(ROUTER_CONTEXT)) return;
  const marks = html.split(DEFERRED_MARK).length - 1;
  if (marks !== 1 || HAS_PRELOAD.test(html))
    throw new Error(
      `defer-hydration: ${name} carries React Router's scripts but was not rewritten (${marks} deferred scripts, modulepreload ${HAS_PRELOAD.test(html) ? 'left in place' : 'gone'})`,
    );
}
