import type { TLocale } from '@sello/shared/i18n/locales';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

export type TEmailContent = { subject: string; text: string; html: string };

type TBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'fields'; rows: Array<[string, string]> }
  | { kind: 'quote'; text: string };

/** Renders the plain-text and HTML versions of a transactional email from the same blocks. */
export const renderEmail = ({
  locale = 'en',
  brandName,
  supportEmail,
  subject,
  heading,
  blocks,
}: {
  /** The reader's language: French puts a space before the colon of `Label : value`. */
  locale?: TLocale;
  brandName: string;
  supportEmail: string;
  subject: string;
  heading: string;
  blocks: TBlock[];
}): TEmailContent => {
  const textParts = [heading, ''];
  const htmlParts: string[] = [];
  for (const block of blocks) {
    if (block.kind === 'paragraph') {
      textParts.push(block.text, '');
      htmlParts.push(`<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`);
    } else if (block.kind === 'quote') {
      textParts.push(...block.text.split('\n').map((line) => `> ${line}`), '');
      htmlParts.push(
        `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #e78b7f;background:#fdf4f2;white-space:pre-wrap">${escapeHtml(block.text)}</blockquote>`,
      );
    } else {
      textParts.push(...block.rows.map(([label, value]) => `${label}${locale === 'fr' ? ' :' : ':'} ${value}`), '');
      htmlParts.push(
        `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${block.rows
          .map(
            ([label, value]) =>
              `<tr><td style="padding:4px 16px 4px 0;color:#64748b">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`,
      );
    }
  }
  textParts.push('—', `${brandName} · ${supportEmail}`);
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#1e293b">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#b4493c">${escapeHtml(brandName)}</p>
<h1 style="margin:0 0 16px;font-size:18px">${escapeHtml(heading)}</h1>
${htmlParts.join('\n')}
<p style="margin:24px 0 0;font-size:12px;color:#64748b">${escapeHtml(brandName)} · <a href="mailto:${escapeHtml(supportEmail)}" style="color:#b4493c">${escapeHtml(supportEmail)}</a></p>
</div></body></html>`;
  return { subject, text: textParts.join('\n'), html };
};
