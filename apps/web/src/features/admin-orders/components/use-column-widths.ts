import { useCallback, useEffect, useState } from 'react';

export const MIN_COLUMN_WIDTH = 50;
export const MAX_COLUMN_WIDTH = 500;

export const clampWidth = (width: number) => Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)));

/** Saved widths, keeping only known columns with numeric values (storage may hold anything). */
const readSaved = <TKey extends string>(storageKey: string, defaults: Record<TKey, number>): Record<TKey, number> => {
  try {
    const raw = window.localStorage.getItem(storageKey);
    if (!raw) return defaults;
    const saved = JSON.parse(raw) as Record<string, unknown>;
    const widths = { ...defaults };
    for (const key of Object.keys(defaults) as TKey[]) {
      const value = saved[key];
      if (typeof value === 'number' && Number.isFinite(value)) widths[key] = clampWidth(value);
    }
    return widths;
  } catch {
    return defaults;
  }
};

/** Column widths in pixels, clamped to 50–500 and remembered in localStorage under `storageKey`. */
export const useColumnWidths = <TKey extends string>(storageKey: string, defaults: Record<TKey, number>) => {
  const [widths, setWidths] = useState(() => readSaved(storageKey, defaults));

  useEffect(() => {
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(widths));
    } catch {
      // Private mode or a full quota: the widths simply are not remembered.
    }
  }, [storageKey, widths]);

  const setWidth = useCallback((key: TKey, width: number) => {
    setWidths((current) => (current[key] === clampWidth(width) ? current : { ...current, [key]: clampWidth(width) }));
  }, []);

  return { widths, setWidth };
};
