import { type TPlanWarning, type TWarningLevel, WARNING_LEVELS } from './plan-model.ts';

const severity = (level: TWarningLevel): number => WARNING_LEVELS.indexOf(level);

/** Most severe first; equal levels keep their order (Array.prototype.sort is stable). */
export const sortBySeverity = <T extends { level: TWarningLevel }>(warnings: readonly T[]): T[] =>
  [...warnings].sort((a, b) => severity(a.level) - severity(b.level));

export const countLevel = (warnings: readonly TPlanWarning[], level: TWarningLevel): number =>
  warnings.filter((warning) => warning.level === level).length;
