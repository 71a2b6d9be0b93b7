import { useMessages } from './i18n';
import { sharedWordsCatalogue } from './shared-words';

// As the API writes a turnaround (formatTimeEstimate in packages/shared/src/settings.ts): "2–3 business days", "1 business day".
const TIME_ESTIMATE = /^(\d+)(?:\s*[–-]\s*(\d+))? business days?$/;

/**
 * The API's time estimates ("2–3 business days") in the reader's language: the wire keeps the English text, the page
 * shows it with the shared words' units. A text in another shape is shown as it came.
 */
export const useTimeEstimate = (): ((text: string) => string) => {
  const { m, t } = useMessages(sharedWordsCatalogue);
  return (text) => {
    const match = TIME_ESTIMATE.exec(text.trim());
    if (!match) return text;
    const min = Number(match[1]);
    const max = Number(match[2] ?? match[1]);
    return min === max ? t(m.units.businessDay, { count: max }) : t(m.units.businessDays, { min, max });
  };
};
