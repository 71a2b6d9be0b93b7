/**
 * Why a file could not be counted. Thrown by `analyzeFile`; the pool turns it into a size-based estimate.
 * - EMPTY: zero bytes. CORRUPT: damaged or truncated. UNSUPPORTED: not a format we count.
 * - TOO_LARGE: over a safety limit (zip bomb, huge part).
 */
export type TAnalysisErrorCode = 'EMPTY' | 'CORRUPT' | 'UNSUPPORTED' | 'TOO_LARGE';

export class AnalysisError extends Error {
  readonly code: TAnalysisErrorCode;

  constructor(code: TAnalysisErrorCode, message: string) {
    super(message);
    this.name = 'AnalysisError';
    this.code = code;
  }
}
