/** What a link's `token=` value reads as once it no longer belongs in the outbox. */
export const MASKED_TOKEN = '••••';

/** The value of every `token=` URL parameter (password-reset and email-verification links), in text or HTML. */
const LINK_TOKEN = /((?:[?&]|&amp;)token=)(?!••••)[^\s&"'<>]+/g;

/** The body with every link token replaced by `••••`; a body without one comes back unchanged. */
export const maskLinkTokens = (body: string): string => body.replace(LINK_TOKEN, `$1${MASKED_TOKEN}`);
