import { deflateSync, Inflate, zipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { listZipEntries, readZipEntry } from '../src/read-zip.ts';

const MB = 1024 * 1024;

describe('readZipEntry', () => {
  it('reads stored and deflated entries', () => {
    const text = new TextEncoder().encode('hello '.repeat(1000));
    const zip = zipSync({ 'a.txt': [text, { level: 0 }], 'b.txt': [text, { level: 9 }] });
    const entries = listZipEntries(zip);
    for (const name of ['a.txt', 'b.txt']) {
      const entry = entries.get(name);
      if (!entry) throw new Error(`${name} missing`);
      expect(readZipEntry(zip, entry, MB)).toEqual(text);
    }
  });

  it('refuses an entry whose declared size is over the limit, before inflating', () => {
    const zip = zipSync({ 'big.xml': [new Uint8Array(3 * MB), { level: 9 }] });
    const entry = listZipEntries(zip).get('big.xml');
    if (!entry) throw new Error('missing');
    expect(() => readZipEntry(zip, entry, MB)).toThrow(expect.objectContaining({ code: 'TOO_LARGE' }));
  });

  it('stops inflating an entry that lies about its size (zip bomb)', () => {
    const zip = zipSync({ 'bomb.xml': [new Uint8Array(20 * MB), { level: 9 }] });
    const entry = listZipEntries(zip).get('bomb.xml');
    if (!entry) throw new Error('missing');
    // What the inflater is given, rather than how long it takes: it stops once the output passes the limit.
    const push = vi.spyOn(Inflate.prototype, 'push');
    try {
      expect(() => readZipEntry(zip, { ...entry, size: 100 }, MB)).toThrow(
        expect.objectContaining({ code: 'TOO_LARGE' }),
      );
      const given = push.mock.calls.reduce((sum, [chunk]) => sum + chunk.length, 0);
      expect(given).toBeGreaterThan(0);
      expect(given).toBeLessThan(entry.compressedSize);
    } finally {
      push.mockRestore();
    }
  });

  it('reports truncated or garbled packages as CORRUPT', () => {
    const zip = zipSync({ 'a.txt': new TextEncoder().encode('hello') });
    expect(() => listZipEntries(zip.subarray(0, zip.length - 10))).toThrow(
      expect.objectContaining({ code: 'CORRUPT' }),
    );
    const entry = listZipEntries(zip).get('a.txt');
    if (!entry) throw new Error('missing');
    const broken = zip.slice();
    broken.set(deflateSync(new Uint8Array(10)).subarray(0, 2), entry.localHeaderOffset);
    expect(() => readZipEntry(broken, entry, MB)).toThrow(expect.objectContaining({ code: 'CORRUPT' }));
  });
});
