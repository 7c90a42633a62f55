// Webhook endpoint URLs as we show and log them. An endpoint URL often carries a secret of its
// own (a token in the query, in the path, or user:password@): it is never logged, never stored in
// last_error and never shown whole. Admins see it masked (scheme, host, port, first path segment);
// agents do not see it at all (server/outbox/views.ts).

/** `https://crm.example.com/hooks/…?…`: enough to tell endpoints apart, nothing to replay. */
export function maskUrl(raw: string): string {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return '[invalid URL]';
  }
  const segments = u.pathname.split('/').filter(Boolean);
  const path = segments.length ? `/${segments[0]}${segments.length > 1 ? '/…' : ''}` : '/';
  return `${u.protocol}//${u.host}${path}${u.search ? '?…' : ''}`;
}

/** True when the URL names a user or a password (user:password@host). */
export function hasCredentials(raw: string): boolean {
  try {
    const u = new URL(raw);
    return u.username !== '' || u.password !== '';
  } catch {
    return false;
  }
}

/**
 * A message (an error's, say) with every part of the URL that could be a secret taken out: the
 * whole URL, its query, its credentials and its path are replaced by the masked form.
 */
export function scrubUrl(message: string, raw: string): string {
  let out = message.split(raw).join(maskUrl(raw));
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return out;
  }
  const decode = (v: string) => {
    try {
      return decodeURIComponent(v);
    } catch {
      return v;
    }
  };
  const segments = u.pathname.split('/').filter(Boolean);
  const secrets = [
    u.href,
    u.search,
    u.search.slice(1),
    u.pathname.length > 1 ? u.pathname : '',
    // The first path segment stays visible in the masked form; the others may be tokens.
    ...segments.slice(1),
    ...[...u.searchParams.values()],
    u.password,
    u.username,
  ]
    .flatMap((v) => [v, decode(v)])
    .filter((v) => v.length >= 2)
    // Longest first, so a part is not left behind by a shorter one replaced inside it.
    .sort((a, b) => b.length - a.length);
  for (const v of secrets) out = out.split(v).join('…');
  return out;
}
