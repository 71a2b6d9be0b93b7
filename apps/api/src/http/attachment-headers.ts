import type { FastifyReply } from 'fastify';

/** A file name safe to show and store: no path, no control characters, at most 200 characters. */
export const safeFilename = (name: string, fallback = 'document'): string => {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control characters and quotes never reach a header or a ZIP entry.
  const cleaned = Array.from(base)
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f && char !== '"')
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? fallback : cleaned;
};

/** `attachment; filename="ascii fallback"; filename*=UTF-8''…` (RFC 6266 / 5987). */
export const contentDisposition = (name: string): string => {
  const safe = safeFilename(name);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/[\\%]/g, '_');
  const encoded = encodeURIComponent(safe).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

/** Headers for every file the API sends: always a download, never sniffed, never cached by shared caches. */
export const setAttachmentHeaders = (
  reply: FastifyReply,
  { filename, contentType, size }: { filename: string; contentType: string; size?: number | null },
): void => {
  reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', contentDisposition(filename))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store');
  if (size !== undefined && size !== null) reply.header('Content-Length', String(size));
};
