let listener: (() => void) | null = null;

/**
 * Told when a slow step begins: OCR of a page or image, or rendering a document with LibreOffice. The analysis
 * worker passes it on to the pool, which extends the file's time limit for the step.
 */
export const setSlowStepListener = (next: (() => void) | null): void => {
  listener = next;
};

export const notifySlowStep = (): void => {
  listener?.();
};
