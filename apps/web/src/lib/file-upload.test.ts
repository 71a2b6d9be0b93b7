import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/auth-fixtures';
import { FakeXhr, storedOk } from '@/testing/fake-xhr';
import {
  addUploadFiles,
  createUploadEntry,
  DEFAULT_UPLOAD_LIMITS,
  localEstimate,
  putFile,
  runUploadPipeline,
  type TUploadEntry,
  useFileUpload,
} from './file-upload';

const fetchMock = vi.fn<typeof fetch>();

const makeFile = (name: string, size: number, type = 'application/pdf') =>
  new File([new Uint8Array(size)], name, { type });

type TCall = { url: string; method: string; body: unknown };
const calls: TCall[] = [];

/** The API as the contract describes it; `analyzeFails` answers the analysis of those names with a 500. */
const installApi = ({ analyzeFails = [] as string[], presignError = null as string | null } = {}) => {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ url, method: init?.method ?? 'GET', body });
    if (url === '/api/uploads/presigned-url') {
      if (presignError) return jsonResponse(400, { error: presignError, code: 'BAD_REQUEST' });
      return jsonResponse(200, {
        uploads: body.files.map((file: { filename: string }) => ({
          fileKey: `key-${file.filename.replace(/\W/g, '')}-0000000000000000`,
          originalFilename: file.filename,
          uploadUrl: `/api/uploads/key-${file.filename}?expires=9&signature=s`,
          expiresAt: Math.floor(Date.now() / 1000) + 3600,
        })),
      });
    }
    if (url === '/api/analyze/document') {
      if (analyzeFails.includes(body.filename)) return jsonResponse(500, { error: 'Boom', code: 'INTERNAL' });
      return jsonResponse(200, {
        success: true,
        analysis: {
          fileKey: body.fileKey,
          filename: body.filename,
          pages: 2,
          wordCount: 480,
          size: body.size,
          contentType: body.contentType,
          method: 'text',
          estimated: false,
          perPage: [240, 240],
          ocrConfidence: null,
          warnings: [],
        },
      });
    }
    return jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' });
  });
};

beforeEach(() => {
  calls.length = 0;
  fetchMock.mockReset();
  FakeXhr.reset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const presignCalls = () => calls.filter((call) => call.url === '/api/uploads/presigned-url');
const analyzeCalls = () => calls.filter((call) => call.url === '/api/analyze/document');

describe('addUploadFiles', () => {
  it('ignores a file with the same name and size as one already chosen', () => {
    const first = addUploadFiles([], [makeFile('a.pdf', 10)], DEFAULT_UPLOAD_LIMITS);
    const second = addUploadFiles(first.entries, [makeFile('a.pdf', 10), makeFile('a.pdf', 11)], DEFAULT_UPLOAD_LIMITS);
    expect(second.duplicates.map((file) => file.name)).toEqual(['a.pdf']);
    expect(second.entries.map((entry) => entry.file.size)).toEqual([10, 11]);
  });

  it('refuses unaccepted types, empty and oversized files, and files beyond the limit', () => {
    const limits = { maxUploadMb: 1, maxFiles: 2 };
    const result = addUploadFiles(
      [],
      [
        makeFile('setup.exe', 10, 'application/octet-stream'),
        makeFile('empty.txt', 0, 'text/plain'),
        makeFile('huge.pdf', 1024 * 1024 + 1),
        makeFile('scan.JPG', 10, 'image/jpeg'),
        makeFile('notes.txt', 10, 'text/plain'),
        makeFile('third.docx', 10, ''),
      ],
      limits,
    );
    expect(result.added.map((entry) => entry.file.name)).toEqual(['scan.JPG', 'notes.txt']);
    expect(result.rejected.map(({ file, refusal }) => [file.name, refusal])).toEqual([
      ['setup.exe', { kind: 'wrong-type', types: 'PDF, DOC, DOCX, TXT, JPG, JPEG, PNG, HEIC, HEIF, WEBP' }],
      ['empty.txt', { kind: 'empty' }],
      ['huge.pdf', { kind: 'too-large', maxMb: 1 }],
      ['third.docx', { kind: 'too-many', maxFiles: 2 }],
    ]);
  });
});

describe('putFile', () => {
  it('PUTs the raw file with its content type, reports progress and resolves when stored', async () => {
    FakeXhr.autoRespond = storedOk;
    const progress: number[] = [];
    const file = makeFile('a.pdf', 100);
    await expect(
      putFile('/api/uploads/k?expires=1&signature=s', file, { onProgress: (p) => progress.push(p) }),
    ).resolves.toEqual({
      size: 100,
    });
    const [xhr] = FakeXhr.instances;
    expect(xhr?.method).toBe('PUT');
    expect(xhr?.url).toBe('/api/uploads/k?expires=1&signature=s');
    expect(xhr?.headers['Content-Type']).toBe('application/pdf');
    expect(xhr?.body).toBe(file);
    expect(progress).toEqual([50, 100, 100]);
  });

  it('sends application/octet-stream when the browser reports no type', async () => {
    FakeXhr.autoRespond = storedOk;
    await putFile('/u', makeFile('a.doc', 5, ''));
    expect(FakeXhr.instances[0]?.headers['Content-Type']).toBe('application/octet-stream');
  });

  it("rejects with the server's message and code", async () => {
    FakeXhr.autoRespond = (xhr) =>
      xhr.respond(415, { error: 'a.pdf does not look like a PDF document.', code: 'UNSUPPORTED_MEDIA_TYPE' });
    await expect(putFile('/u', makeFile('a.pdf', 5))).rejects.toMatchObject({
      message: 'a.pdf does not look like a PDF document.',
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('rejects with a network error when the connection fails', async () => {
    FakeXhr.autoRespond = (xhr) => xhr.fail();
    await expect(putFile('/u', makeFile('a.pdf', 5))).rejects.toMatchObject({ code: 'NETWORK' });
  });
});

describe('runUploadPipeline', () => {
  it('presigns once, uploads three at a time, analyses each file and reports every step', async () => {
    installApi();
    FakeXhr.autoRespond = storedOk;
    const entries = ['a', 'b', 'c', 'd', 'e'].map((name) => createUploadEntry(makeFile(`${name}.pdf`, 100)));
    const phases = new Map<string, string[]>();
    const result = await runUploadPipeline(entries, {
      analyze: { sourceLanguage: 'english' },
      onChange: (id, change) => {
        if (change.phase) phases.set(id, [...(phases.get(id) ?? []), change.phase]);
      },
    });

    expect(presignCalls()).toHaveLength(1);
    expect(presignCalls()[0]?.body).toEqual({
      files: ['a', 'b', 'c', 'd', 'e'].map((name) => ({
        filename: `${name}.pdf`,
        contentType: 'application/pdf',
        size: 100,
      })),
    });
    expect(FakeXhr.instances).toHaveLength(5);
    expect(FakeXhr.maxOpen).toBe(3);
    expect(analyzeCalls()).toHaveLength(5);
    expect(analyzeCalls()[0]?.body).toEqual({
      fileKey: 'key-apdf-0000000000000000',
      filename: 'a.pdf',
      contentType: 'application/pdf',
      size: 100,
      sourceLanguage: 'english',
    });
    expect(result.every((entry) => entry.phase === 'done' && entry.analysis?.pages === 2)).toBe(true);
    expect(phases.get(entries[0]?.id ?? '')).toEqual(['preparing', 'uploading', 'analyzing', 'done']);
  });

  it('retries only the files that failed, reusing their still-valid upload links', async () => {
    installApi();
    FakeXhr.autoRespond = (xhr) =>
      xhr.url.includes('bad.pdf') ? xhr.respond(500, { error: 'Disk full', code: 'INTERNAL' }) : storedOk(xhr);
    const entries = [createUploadEntry(makeFile('good.pdf', 100)), createUploadEntry(makeFile('bad.pdf', 100))];

    const first = await runUploadPipeline(entries, { analyze: { sourceLanguage: 'english' } });
    expect(first.map((entry) => entry.phase)).toEqual(['done', 'error']);
    expect(first[1]?.error).toBe('Disk full');
    expect(first[1]?.fileKey).toBe('key-badpdf-0000000000000000');

    FakeXhr.autoRespond = storedOk;
    const second = await runUploadPipeline(first, { analyze: { sourceLanguage: 'english' } });
    expect(second.map((entry) => entry.phase)).toEqual(['done', 'done']);
    // One presign in all; the retry PUT only bad.pdf, to the same link; good.pdf analysed once.
    expect(presignCalls()).toHaveLength(1);
    expect(FakeXhr.instances.map((xhr) => xhr.url)).toEqual([
      '/api/uploads/key-good.pdf?expires=9&signature=s',
      '/api/uploads/key-bad.pdf?expires=9&signature=s',
      '/api/uploads/key-bad.pdf?expires=9&signature=s',
    ]);
    expect(analyzeCalls().map((call) => (call.body as { filename: string }).filename)).toEqual(['good.pdf', 'bad.pdf']);
  });

  it('asks for a new link when the old one has expired', async () => {
    installApi();
    FakeXhr.autoRespond = storedOk;
    const stale: TUploadEntry = {
      ...createUploadEntry(makeFile('late.pdf', 100)),
      phase: 'error',
      fileKey: 'old-key-000000000000000000',
      uploadUrl: '/api/uploads/old',
      urlExpiresAt: Math.floor(Date.now() / 1000) - 5,
    };
    const [result] = await runUploadPipeline([stale], { analyze: false });
    expect(presignCalls()).toHaveLength(1);
    expect(FakeXhr.instances[0]?.url).toBe('/api/uploads/key-late.pdf?expires=9&signature=s');
    expect(result).toMatchObject({ phase: 'done', fileKey: 'key-latepdf-0000000000000000', analysis: null });
  });

  it('asks again for the link of a file that waited behind others until its link lapsed', async () => {
    installApi();
    let clock = Math.floor(Date.now() / 1000);
    FakeXhr.autoRespond = (xhr) => {
      clock += 2 * 3600;
      storedOk(xhr);
    };
    const entries = [createUploadEntry(makeFile('first.pdf', 100)), createUploadEntry(makeFile('second.pdf', 100))];
    const result = await runUploadPipeline(entries, { analyze: false, concurrency: 1, now: () => clock });
    expect(result.map((entry) => entry.phase)).toEqual(['done', 'done']);
    expect(presignCalls().map((call) => (call.body as { files: unknown[] }).files.length)).toEqual([2, 1]);
  });

  it('falls back to the local size estimate when analysis fails, marked as estimated', async () => {
    installApi({ analyzeFails: ['scan.pdf'] });
    FakeXhr.autoRespond = storedOk;
    const file = makeFile('scan.pdf', 250 * 1024);
    const [result] = await runUploadPipeline([createUploadEntry(file)], { analyze: {} });
    expect(result?.phase).toBe('done');
    expect(result?.analysis).toMatchObject({ pages: 3, wordCount: 750, method: 'estimate', estimated: true });
    expect(result?.analysis).toEqual(localEstimate(file, 'key-scanpdf-0000000000000000'));
  });

  it('estimates pages from size: PDF 100 KB, Word 50 KB, other 10 KB a page, at least one', () => {
    expect(localEstimate(makeFile('a.pdf', 1), 'k')).toMatchObject({ pages: 1, wordCount: 250 });
    expect(localEstimate(makeFile('a.docx', 120 * 1024), 'k')).toMatchObject({ pages: 3, wordCount: 750 });
    expect(localEstimate(makeFile('a.png', 25 * 1024, 'image/png'), 'k')).toMatchObject({ pages: 3 });
  });

  it("marks every file failed with the server's message when presigning is refused", async () => {
    installApi({ presignError: 'You can upload at most 20 files at a time.' });
    const entries = [createUploadEntry(makeFile('a.pdf', 1)), createUploadEntry(makeFile('b.pdf', 1))];
    const result = await runUploadPipeline(entries, { analyze: {} });
    expect(result.map((entry) => [entry.phase, entry.error])).toEqual([
      ['error', 'You can upload at most 20 files at a time.'],
      ['error', 'You can upload at most 20 files at a time.'],
    ]);
    expect(FakeXhr.instances).toHaveLength(0);
  });
});

describe('useFileUpload', () => {
  const refusedIn = (path: string) => {
    const { result } = renderHook(() => useFileUpload({ limits: { maxUploadMb: 1, maxFiles: 1 } }), {
      wrapper: ({ children }: { children: ReactNode }) =>
        createElement(MemoryRouter, { initialEntries: [path] }, children),
    });
    let reasons: string[] = [];
    act(() => {
      reasons = result.current
        .addFiles([
          makeFile('setup.exe', 10, 'application/octet-stream'),
          makeFile('empty.txt', 0, 'text/plain'),
          makeFile('huge.pdf', 1024 * 1024 + 1),
          makeFile('one.pdf', 10),
          makeFile('two.pdf', 10),
        ])
        .rejected.map(({ reason }) => reason);
    });
    return reasons;
  };

  it('words each refusal in the page’s language: English at /upload', () => {
    expect(refusedIn('/upload')).toEqual([
      'setup.exe: this type of file is not accepted. Please upload PDF, DOC, DOCX, TXT, JPG, JPEG, PNG, HEIC, HEIF, WEBP files.',
      'empty.txt is empty.',
      'huge.pdf is larger than 1 MB.',
      'You can upload at most 1 file at a time.',
    ]);
  });

  it('Spanish at /es/upload and French at /fr/upload', () => {
    expect(refusedIn('/es/upload')).toEqual([
      'setup.exe: no se admite este tipo de archivo. Suba archivos PDF, DOC, DOCX, TXT, JPG, JPEG, PNG, HEIC, HEIF, WEBP.',
      'empty.txt está vacío.',
      'huge.pdf ocupa más de 1 MB.',
      'Puede subir como máximo 1 archivo a la vez.',
    ]);
    expect(refusedIn('/fr/upload')).toEqual([
      'setup.exe : ce type de fichier n’est pas accepté. Envoyez des fichiers PDF, DOC, DOCX, TXT, JPG, JPEG, PNG, HEIC, HEIF, WEBP.',
      'empty.txt est vide.',
      'huge.pdf dépasse 1 Mo.',
      'Vous pouvez envoyer au plus 1 fichier à la fois.',
    ]);
  });
});
