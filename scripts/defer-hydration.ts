// Paint first, then hydrate (decision 006). React Router's prerendered pages start fetching their
// ~130 KB of JavaScript from <head> (modulepreload links) and an inline module script, so on a
// slow connection the scripts share the bandwidth with the stylesheet and the hero image that the
// first paint needs, although the markup is complete without them. This rewrites each page so that
// the same scripts are requested, in parallel and in the same order of evaluation, right after the
// first frame has been painted. Links, text and layout work before hydration; buttons that open
// dialogs work from hydration on, a frame later than before.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module"(?: async="")?>([\s\S]*?)<\/script>/g;

/** The body of React Router's inline module script, rewritten to run after the first paint. */
function deferredModule(body: string, preloads: string[]): string {
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
  return [
    '(async () => {',
    // After the first frame: a rAF callback runs just before a frame is painted and the timeout
    // just after it. A hidden tab paints nothing and runs no rAF: hydrate at once.
    'if (document.visibilityState !== "hidden") await new Promise((go) => requestAnimationFrame(() => setTimeout(go)));',
    // Fetch the whole module graph in parallel, then evaluate in React Router's order.
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    ...out,
    '})();',
  ].join('\n');
}

/**
 * Moves a prerendered page's modulepreload links and its inline module script after the first
 * paint. Returns the page unchanged when it has no inline module script (nothing to defer).
 */
export function deferHydration(html: string): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length === 0) return html;
  if (scripts.length > 1) throw new Error('defer-hydration: more than one inline module script');
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1] as string);
  const body = (scripts[0] as RegExpMatchArray)[1] as string;
  return html
    .replace(PRELOAD, '')
    .replace(MODULE_SCRIPT, () => `<script type="module">${deferredModule(body, preloads)}</script>`);
}
