import type { TTask, TTaskBoardResponse, TTaskSummary } from '@sello/shared/task-schemas';

export const ORDER_ID = '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
export const TRANSLATOR = { id: '5d3c2b1a-0f9e-4d8c-9b7a-6e5f4d3c2b1a', name: 'Lucía Gómez' };
export const REVIEWER = { id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Tom Reed' };

let sequence = 0;
const taskId = () => {
  sequence += 1;
  return `0c1d2e3f-4a5b-4c6d-8e7f-${String(sequence).padStart(12, '0')}`;
};

/** A task row of "My work" or the board, valid against ZTaskSummary (a test can answer with it). */
export const makeTaskSummary = (overrides: Partial<TTaskSummary> = {}): TTaskSummary => ({
  id: taskId(),
  orderId: ORDER_ID,
  orderNumber: 'TRS-20261120-AB12CD',
  serviceType: 'sworn',
  sourceLanguage: 'english',
  targetLanguage: 'spanish',
  documents: [{ fileKey: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', filename: 'birth-certificate.pdf', pages: 2 }],
  wholeOrder: false,
  role: 'translator',
  translator: TRANSLATOR,
  reviewer: REVIEWER,
  dueAt: '2026-12-01T17:00:00.000Z',
  overdue: false,
  state: 'accepted',
  stage: 'in_translation',
  declineReason: null,
  assignedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/**
 * The task page of a translator who accepted a sworn birth certificate, valid against ZTask: without the order's id,
 * which only the back office gets.
 */
export const makeTask = (overrides: Partial<TTask> = {}): TTask => {
  const { orderId: _backOfficeOnly, ...summary } = makeTaskSummary();
  return {
    ...summary,
    closed: false,
    documents: [
      {
        fileKey: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
        filename: 'birth-certificate.pdf',
        contentType: 'application/pdf',
        pages: 2,
        wordCount: 540,
        previewable: false,
      },
      {
        fileKey: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
        filename: 'passport.jpg',
        contentType: 'image/jpeg',
        pages: 1,
        wordCount: 120,
        previewable: true,
      },
    ],
    notes: 'Keep the seal descriptions in brackets.',
    instructions: {
      nameSpellings: [{ kind: 'full_name', label: 'Full name', asWritten: 'José María Núñez-Ortega' }],
      translationInstructions: 'The apostille is on page 2.',
    },
    machineDrafts: [],
    versions: [],
    customerCorrections: [],
    draftFailure: null,
    actions: { accept: false, decline: false, uploadVersion: true, review: false },
    ...overrides,
  };
};

export const makeBoard = (overrides: Partial<TTaskBoardResponse> = {}): TTaskBoardResponse => ({
  tasks: [],
  workload: [],
  awaitingAssignment: [],
  ...overrides,
});
