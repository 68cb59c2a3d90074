/** Formats a national id while it is typed: digits only (Thai digits accepted), X-XXXX-XXXXX-XX-X. */
export function formatThaiIdInput(raw: string): string {
  const digits = raw
    .replace(/[๐-๙]/g, (d) => String(d.charCodeAt(0) - 0x0e50))
    .replace(/[^0-9]/g, '')
    .slice(0, 13);
  const parts = [
    digits.slice(0, 1),
    digits.slice(1, 5),
    digits.slice(5, 10),
    digits.slice(10, 12),
    digits.slice(12),
  ];
  return parts.filter(Boolean).join('-');
}

/** The official LINE account as a link that opens LINE (theme line_oa_id, e.g. @thaicaretpa). */
export function lineOaUrl(id: string): string {
  return `https://line.me/R/ti/p/${encodeURIComponent(id).replace(/^%40/, '@')}`;
}
