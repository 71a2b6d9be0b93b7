const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

const TAG = /<!--[\s\S]*?-->|<\/?([a-zA-Z][\w-]*)\b[^>]*>/g;

/**
 * The top-level nodes of an HTML fragment (elements with everything inside them, and the text between them).
 * Unbalanced markup never throws: an unclosed element runs to the end of the fragment.
 */
export const splitTopLevel = (html: string): string[] => {
  const nodes: string[] = [];
  let depth = 0;
  let start = 0;
  for (const match of html.matchAll(TAG)) {
    const [tag, rawName] = match;
    const index = match.index;
    const name = rawName?.toLowerCase();
    const isClose = tag.startsWith('</');
    const opensElement = name !== undefined && !isClose && !VOID_ELEMENTS.has(name) && !tag.endsWith('/>');
    if (depth === 0 && index > start) nodes.push(html.slice(start, index));
    if (depth === 0) start = index;
    if (opensElement) depth += 1;
    else if (isClose) depth = Math.max(0, depth - 1);
    if (depth === 0) {
      nodes.push(html.slice(start, index + tag.length));
      start = index + tag.length;
    }
  }
  if (start < html.length) nodes.push(html.slice(start));
  return nodes;
};

/** Text longer than `maxChars`, cut after sentences where possible, else at spaces, else anywhere. */
const splitText = (text: string, maxChars: number): string[] => {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > maxChars) {
    const window = rest.slice(0, maxChars);
    const sentence = Math.max(
      window.lastIndexOf('. '),
      window.lastIndexOf('! '),
      window.lastIndexOf('? '),
      window.lastIndexOf('\n'),
    );
    const space = window.lastIndexOf(' ');
    const cut = sentence > maxChars / 2 ? sentence + 1 : space > 0 ? space + 1 : maxChars;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  if (rest !== '') pieces.push(rest);
  return pieces;
};

const isBlank = (html: string) => html.replace(/<[^>]*>/g, '').trim() === '';

/**
 * Translates an HTML fragment in requests of at most `maxChars` characters (providers cap the request size):
 * whole top-level elements are packed together; an element too large on its own is opened and its children
 * translated the same way inside its own tags (a PDF page's `<section>`, a long table); a paragraph too long on
 * its own is cut between sentences. Pieces without text are kept as they are and never sent.
 */
export const translateInChunks = async (
  html: string,
  maxChars: number,
  translate: (chunk: string) => Promise<string>,
): Promise<string> => {
  const output: string[] = [];
  let batch = '';
  const flush = async () => {
    if (batch === '') return;
    output.push(isBlank(batch) ? batch : await translate(batch));
    batch = '';
  };
  for (const node of splitTopLevel(html)) {
    if (batch.length + node.length <= maxChars) {
      batch += node;
      continue;
    }
    await flush();
    if (node.length <= maxChars) {
      batch = node;
      continue;
    }
    const element = node.match(/^(<([a-zA-Z][\w-]*)\b[^>]*>)([\s\S]*)(<\/\2\s*>)$/);
    if (element?.[1] && element[3] !== undefined && element[4]) {
      const inner = await translateInChunks(element[3], maxChars, translate);
      output.push(`${element[1]}${inner}${element[4]}`);
    } else {
      for (const piece of splitText(node, maxChars)) {
        output.push(isBlank(piece) ? piece : await translate(piece));
      }
    }
  }
  await flush();
  return output.join('');
};
