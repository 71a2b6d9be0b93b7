import type { TTask } from '@sello/shared/task-schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeTask } from '@/features/production/testing/make-task';
import { describeCall, jsonResponse } from '@/testing/auth-fixtures';
import { FakeXhr, storedOk } from '@/testing/fake-xhr';
import { AdminTaskRoute } from './task';

const fetchMock = vi.fn<typeof fetch>();
const UPLOADED_KEY = 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f';

const installApi = (task: TTask, answer: (url: string, body: unknown) => Response) =>
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    if (url === '/api/uploads/presigned-url') {
      return jsonResponse(200, {
        uploads: [
          {
            fileKey: UPLOADED_KEY,
            originalFilename: body.files[0].filename,
            uploadUrl: `/api/uploads/${UPLOADED_KEY}?expires=9&signature=s`,
            expiresAt: Math.floor(Date.now() / 1000) + 3600,
          },
        ],
      });
    }
    if (init?.method === 'POST') return answer(url, body);
    return jsonResponse(200, { task });
  });

const renderPage = (task: TTask) => {
  const router = createMemoryRouter([{ path: '/admin/work/:taskId', element: <AdminTaskRoute /> }], {
    initialEntries: [`/admin/work/${task.id}`],
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

const posts = () =>
  fetchMock.mock.calls
    .map(describeCall)
    .filter((call) => call.method === 'POST' && call.url !== '/api/uploads/presigned-url');

const version = (task: TTask, extra: Partial<TTask['versions'][number]> = {}): TTask['versions'][number] => ({
  id: 'd4e5f6a7-b8c9-4d0e-8f1a-2b3c4d5e6f7a',
  version: 1,
  fileKey: UPLOADED_KEY,
  filename: 'birth-certificate-es.docx',
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  noteToReviewer: 'Seal transcribed in brackets.',
  uploadedBy: task.translator.name,
  uploadedAt: '2026-11-21T10:00:00.000Z',
  review: null,
  ...extra,
});

describe('AdminTaskRoute (the task page)', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    FakeXhr.reset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("puts the customer's name spellings first for sworn work, then the documents, notes and machine draft", async () => {
    const task = makeTask({
      machineDrafts: [
        {
          fileKey: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
          filename: 'birth-certificate.pdf',
          translatedHtml: '<p>Acta de nacimiento</p>',
        },
      ],
    });
    installApi(task, () => jsonResponse(500, {}));
    renderPage(task);
    const instructions = await screen.findByRole('region', { name: "The customer's instructions" });
    expect(instructions).toHaveTextContent('Sworn translation: write these names exactly as given');
    expect(within(instructions).getByText('José María Núñez-Ortega')).toBeInTheDocument();
    expect(instructions).toHaveTextContent('The apostille is on page 2.');
    expect(screen.getByRole('region', { name: 'Task' })).toHaveTextContent('Keep the seal descriptions in brackets.');

    const documents = screen.getByRole('region', { name: 'Source documents (2)' });
    expect(within(documents).getByRole('button', { name: 'Download birth-certificate.pdf' })).toBeInTheDocument();
    expect(within(documents).getByRole('button', { name: 'Preview passport.jpg' })).toBeInTheDocument();
    expect(within(documents).queryByRole('button', { name: 'Preview birth-certificate.pdf' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(documents).getByRole('button', { name: 'Download birth-certificate.pdf' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.url).toBe(`/api/staff/tasks/${task.id}/files/a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d/download`);
    expect(await within(documents).findByText('Could not download the file')).toBeInTheDocument();
    await user.click(within(documents).getByRole('button', { name: 'Machine draft of birth-certificate.pdf' }));
    const viewer = await screen.findByRole('dialog', { name: 'birth-certificate.pdf' });
    expect(within(viewer).getByTestId('translation-content')).toHaveTextContent('Acta de nacimiento');
  });

  it('refuses a file that is not DOCX or PDF, then uploads the DOCX and sends it with the note to the reviewer', async () => {
    const task = makeTask();
    installApi(task, () =>
      jsonResponse(201, {
        task: {
          ...task,
          state: 'submitted',
          versions: [version(task)],
          actions: { ...task.actions, uploadVersion: false },
        },
      }),
    );
    FakeXhr.autoRespond = storedOk;
    const user = userEvent.setup({ applyAccept: false });
    renderPage(task);
    const input = await screen.findByLabelText('Choose the translated document');

    await user.upload(input, new File(['text'], 'translation.txt', { type: 'text/plain' }));
    expect(
      screen.getByText('translation.txt: please upload the translation as a DOCX or PDF file.'),
    ).toBeInTheDocument();

    await user.upload(
      input,
      new File(['docx bytes'], 'birth-certificate-es.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    );
    await user.type(screen.getByLabelText(/note to the reviewer/i), 'Seal transcribed in brackets.');
    await user.click(screen.getByRole('button', { name: 'Send to review' }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    const presign = fetchMock.mock.calls.map(describeCall).find((call) => call.url === '/api/uploads/presigned-url');
    // By the task: a translator is never given the order's id (a guest order's id is the customer's link).
    expect(presign?.body).toEqual({ fileType: 'TRANSLATED', taskId: task.id, files: expect.any(Array) });
    expect(FakeXhr.instances).toHaveLength(1);
    expect(posts()[0]).toMatchObject({
      url: `/api/staff/tasks/${task.id}/versions`,
      body: { fileKey: UPLOADED_KEY, noteToReviewer: 'Seal transcribed in brackets.' },
    });
    expect(await screen.findByText('Your translation is with the reviewer.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Versions (1)' })).toHaveTextContent('birth-certificate-es.docx');
  });

  it("puts the reviewer's comments on a returned version at the top for the translator", async () => {
    const base = makeTask();
    const task = makeTask({
      id: base.id,
      state: 'returned',
      versions: [
        version(base, {
          review: {
            decision: 'return',
            comments: "Page 1: the father's second surname is missing.",
            at: '2026-11-22T10:00:00.000Z',
          },
        }),
      ],
    });
    installApi(task, () => jsonResponse(500, {}));
    renderPage(task);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order TRS-20261120-AB12CD' })).toBeInTheDocument();
    expect(screen.getByText('Returned with comments').parentElement).toHaveTextContent(
      "Page 1: the father's second surname is missing.",
    );
    expect(screen.getByRole('region', { name: 'Upload a new version' })).toBeInTheDocument();
  });

  it("lists the customer's corrections above the upload, and not the reviewer's approval as a return", async () => {
    const base = makeTask();
    const task = makeTask({
      id: base.id,
      state: 'returned',
      stage: 'changes_requested',
      versions: [
        version(base, {
          review: { decision: 'approve', comments: 'Fine work.', at: '2026-11-22T10:00:00.000Z' },
        }),
      ],
      customerCorrections: [
        {
          round: 1,
          documentName: 'birth-certificate.pdf',
          page: 1,
          comment: 'The surname is RUIZ GARCÍA, as in the passport.',
        },
      ],
    });
    installApi(task, () => jsonResponse(500, {}));
    renderPage(task);
    const corrections = await screen.findByRole('region', { name: "Customer's corrections" });
    expect(corrections).toHaveTextContent('birth-certificate.pdf · page 1');
    expect(corrections).toHaveTextContent('The surname is RUIZ GARCÍA, as in the passport.');
    expect(screen.queryByText('Returned with comments')).not.toBeInTheDocument();
    const upload = screen.getByRole('region', { name: 'Upload a new version' });
    expect(corrections.compareDocumentPosition(upload) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('tells the translator why their approved version came back when no PDF draft could be made of it', async () => {
    const base = makeTask();
    const reason =
      'Your translation could not be made into a PDF draft: LibreOffice could not convert the DOCX (LibreOffice produced no PDF); upload it again as DOCX or PDF.';
    const task = makeTask({
      id: base.id,
      state: 'returned',
      stage: 'in_translation',
      versions: [version(base, { review: { decision: 'approve', comments: null, at: '2026-11-22T10:00:00.000Z' } })],
      draftFailure: reason,
    });
    installApi(task, () => jsonResponse(500, {}));
    renderPage(task);
    const alert = (await screen.findByText('No draft could be made of your translation')).parentElement;
    expect(alert).toHaveTextContent(reason);
    expect(screen.queryByText('Returned with comments')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Upload a new version' })).toBeInTheDocument();
  });

  it('says a closed task keeps nothing of the customer for them, and shows none of its cards', async () => {
    const task = makeTask({
      state: 'cancelled',
      closed: true,
      documents: [],
      notes: null,
      instructions: { nameSpellings: [], translationInstructions: null },
      machineDrafts: [],
      versions: [],
      customerCorrections: [],
      actions: { accept: false, decline: false, uploadVersion: false, review: false },
    });
    installApi(task, () => jsonResponse(500, {}));
    renderPage(task);
    expect(await screen.findByText('This task was cancelled.', { exact: false })).toHaveTextContent(
      'Its documents, the customer’s instructions and the versions are no longer available to you.',
    );
    expect(screen.queryByRole('region', { name: /Source documents/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Versions/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Task' })).toBeInTheDocument();
  });

  it('lets the reviewer approve, and return only with comments', async () => {
    const base = makeTask();
    const task = makeTask({
      id: base.id,
      role: 'reviewer',
      state: 'submitted',
      versions: [version(base)],
      actions: { accept: false, decline: false, uploadVersion: false, review: true },
    });
    installApi(task, (_url, body) =>
      jsonResponse(200, {
        task: {
          ...task,
          state: (body as { decision: string }).decision === 'approve' ? 'approved' : 'returned',
          actions: { ...task.actions, review: false },
        },
      }),
    );
    const user = userEvent.setup();
    renderPage(task);
    const review = await screen.findByRole('region', { name: 'Review version 1' });
    expect(screen.queryByRole('region', { name: /upload/i })).toBeNull();
    expect(screen.getByRole('region', { name: 'Versions (1)' })).toHaveTextContent('Seal transcribed in brackets.');

    await user.click(within(review).getByRole('button', { name: 'Return to translator' }));
    expect(within(review).getByLabelText(/comments/i)).toHaveAccessibleDescription(
      /Say what the translator should change/,
    );
    expect(posts()).toHaveLength(0);

    await user.click(within(review).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ url: `/api/staff/tasks/${task.id}/review`, body: { decision: 'approve' } });
    expect(await screen.findByText(/The reviewer approved the translation/)).toBeInTheDocument();
  });
});
