/**
 * Redirect targets (after login, after a callback) must be internal app paths. Anything else —
 * protocol-relative, backslashes, schemes, control characters, encoded or nested-encoded variants —
 * falls back to home. docs/security.md 11.
 */
const SAFE_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~/?=&%+:@,]*$/;
const MAX_LENGTH = 2048;

function hasControlCharacter(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

function looksSafe(p: string): boolean {
  if (p.length === 0 || p.length > MAX_LENGTH) return false;
  if (!SAFE_PATH.test(p)) return false;
  // No path traversal segments and no scheme hidden after the first slash (e.g. "/javascript:…" is a
  // harmless path, but "/\x09/evil" or "/%2F/evil" are not: those are caught below by decoding).
  if (/(^|\/)\.\.?(\/|$)/.test(p.split('?')[0]!)) return false;
  return true;
}

/** True when `p` is a safe internal path, at every level of percent-decoding. */
export function isSafeInternalPath(p: unknown): p is string {
  if (typeof p !== 'string') return false;
  let current = p;
  for (let i = 0; i < 4; i++) {
    if (!looksSafe(current)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    // A decoded form may legitimately contain characters outside the pattern (spaces, Thai); only the
    // dangerous shapes matter there.
    if (/^(?:[/\\]{2}|[a-z][a-z0-9+.-]*:)|\\/i.test(decoded) || hasControlCharacter(decoded)) return false;
    if (!decoded.startsWith('/')) return false;
    if (/(^|\/)\.\.?(\/|$)/.test(decoded.split('?')[0]!)) return false;
    current = decoded;
    if (!/%[0-9a-f]{2}/i.test(current)) return true;
  }
  return false;
}

/** `p` when it is a safe internal path, else `fallback` (home). */
export function safeRedirect(p: unknown, fallback = '/'): string {
  return isSafeInternalPath(p) ? p : fallback;
}
