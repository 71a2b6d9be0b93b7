import { sleep } from './time.ts';

/** The value at `share` (0–1) of the sorted values (nearest rank, rounded down); 0 for none. */
export const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};

export const median = (values: number[]) => percentile(values, 0.5);

export const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * An instance's resident memory as the median of `samples` readings `everyMs` apart: one reading can land on a
 * garbage collection's peak or trough, a median of a few cannot.
 */
export const sampleRss = async (rssBytes: () => number, samples = 5, everyMs = 500) => {
  const readings: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    if (i > 0) await sleep(everyMs);
    readings.push(rssBytes());
  }
  return median(readings);
};
