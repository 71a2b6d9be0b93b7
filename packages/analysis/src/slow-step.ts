let listener: ((expectedMs?: number) => void) | null = null;

/**
 * Told when a slow step begins: OCR of a page or image, or rendering a document with LibreOffice. The analysis
 * worker passes it on to the pool, which extends the file's time limit for the step — by `expectedMs` when the step
 * has its own, longer time limit (a LibreOffice rendering), else by the pool's `slowStepMs`.
 */
export const setSlowStepListener = (next: ((expectedMs?: number) => void) | null): void => {
  listener = next;
};

export const notifySlowStep = (expectedMs?: number): void => {
  listener?.(expectedMs);
};
