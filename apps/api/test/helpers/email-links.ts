/**
 * The token of the first `<link>?token=…` in an email's text (`link` such as `${PUBLIC_URL}/verify-email`; any link
 * with a token when left out). A masked token (`?token=••••`) is no token.
 */
export const emailLinkToken = (text: string, link?: string) => {
  const prefix = link === undefined ? '' : link.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${prefix}\\?token=([\\w-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${link ?? ''}?token= link in:\n${text}`);
  return match[1];
};
