import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatBytes } from './order-status';
import { useColumnWidths } from './use-column-widths';

describe('formatBytes', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1536, '1.5 KB'],
    [2_453_667, '2.34 MB'],
    [1.2 * 1024 ** 3, '1.2 GB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('useColumnWidths', () => {
  const key = 'test.columns';
  afterEach(() => window.localStorage.clear());

  it('clamps widths to 50–500 px and remembers them', () => {
    const { result, unmount } = renderHook(() => useColumnWidths(key, { a: 100, b: 200 }));
    act(() => result.current.setWidth('a', 9999));
    act(() => result.current.setWidth('b', 3));
    expect(result.current.widths).toEqual({ a: 500, b: 50 });
    unmount();
    const again = renderHook(() => useColumnWidths(key, { a: 100, b: 200 }));
    expect(again.result.current.widths).toEqual({ a: 500, b: 50 });
  });

  it('ignores unknown, malformed or out-of-range saved values', () => {
    window.localStorage.setItem(key, JSON.stringify({ a: 'wide', b: 10_000, c: 120 }));
    const { result } = renderHook(() => useColumnWidths(key, { a: 100, b: 200 }));
    expect(result.current.widths).toEqual({ a: 100, b: 500 });
    window.localStorage.setItem(key, '{not json');
    expect(renderHook(() => useColumnWidths(key, { a: 100 })).result.current.widths).toEqual({ a: 100 });
  });
});
