// Browser cookies the forms read and write: the CSRF token (set by the server, readable by JS) and
// the contact form's "save my details" session cookies (SPEC 9).

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** A session cookie (no Expires/Max-Age): gone when the browser session ends, as SPEC 9 asks. */
export function writeSessionCookie(name: string, value: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeSessionCookie
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** A cookie kept for a year (the language the visitor chose with the header's switch). */
export function writeLastingCookie(name: string, value: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: see writeSessionCookie
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
