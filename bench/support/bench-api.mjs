// The public API over real HTTP, as the benches' setup uses it (the server under test is a child process).

/** One JSON request; throws with the status and body when the answer is not 2xx. */
export const api = async (base, method, url, body, headers = {}) => {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return JSON.parse(text);
};

/** The journey of apps/api/test/helpers/journey.ts: presign, PUT, analyse, then create the quote; returns it. */
export const createQuote = async (base) => {
  const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
  const body = Buffer.from(`Birth certificate\n\n${words}\n`);
  const file = { filename: 'birth-certificate.txt', contentType: 'text/plain', size: body.length };
  const { uploads } = await api(base, 'POST', '/api/uploads/presigned-url', { files: [file] });
  const put = await fetch(new URL(uploads[0].uploadUrl, base), {
    method: 'PUT',
    headers: { 'content-type': file.contentType },
    body,
    signal: AbortSignal.timeout(60_000),
  });
  if (!put.ok) throw new Error(`PUT upload: ${put.status} ${await put.text()}`);
  const { fileKey } = uploads[0];
  await api(base, 'POST', '/api/analyze/document', { fileKey, ...file });
  const { quote } = await api(base, 'POST', '/api/quotes', {
    files: [{ fileKey }],
    sessionId: 'bench-session',
    sourceLanguage: 'english',
    targetLanguage: 'spanish',
  });
  return quote;
};
