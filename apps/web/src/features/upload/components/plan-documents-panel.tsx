import type { TPlanCard } from '@sello/planner/plan-model';
import { formatCents, isSwornAvailable, toCents } from '@sello/shared/pricing';
import ArrowRight from 'lucide-react/icons/arrow-right';
import FileText from 'lucide-react/icons/file-text';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClassName } from '@/components/ui/button';
import { localizedPath, paths } from '@/config/paths';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import {
  DEFAULT_UPLOAD_LIMITS,
  type TUploadEntry,
  type TUploadLimits,
  UPLOAD_ACCEPT,
  useFileUpload,
} from '@/lib/file-upload';
import { useMessages } from '@/lib/i18n/i18n';
import { formatRateAmount, usePricing } from '@/lib/pricing';
import { usePublicConfig } from '@/lib/public-config';
import { useCreateQuote } from '../api/create-quote';
import { uploadCatalogue } from '../messages/catalogue';
import type { TLanguagePair } from './language-pair-fields';
import { UploadProgressBar, UploadStatusLine } from './upload-file-row';

/** One document of the plan to translate: its card's id and name, and the pages a typical copy has. */
export type TPlanSlot = { docId: string; label: string; typicalPages: number };

/** Plans stored before the dataset had typical page counts: one page each, until the file is counted. */
const FALLBACK_TYPICAL_PAGES = 1;

/** The documents a plan says must be translated, in the plan's order. */
export const planSlots = (cards: readonly TPlanCard[]): TPlanSlot[] =>
  cards
    .filter((card) => card.translation.type !== 'none')
    .map((card) => ({
      docId: card.doc_id,
      label: card.label,
      typicalPages: card.typical_pages ?? FALLBACK_TYPICAL_PAGES,
    }));

/** The pages a slot counts: its file's once analysed, the plan's typical count before. */
const slotPages = (slot: TPlanSlot, entry: TUploadEntry | null | undefined): number =>
  entry?.phase === 'done' && entry.analysis ? entry.analysis.pages : slot.typicalPages;

const PlanDocumentSlot = ({
  slot,
  pair,
  limits,
  disabled,
  rate,
  onEntry,
}: {
  slot: TPlanSlot;
  pair: TLanguagePair;
  limits: TUploadLimits;
  disabled: boolean;
  rate: number | null;
  onEntry: (docId: string, entry: TUploadEntry | null, running: boolean) => void;
}) => {
  const { m, t, locale } = useMessages(uploadCatalogue);
  const upload = useFileUpload({ analyze: true, concurrency: 1, limits });
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputId = useId();
  const entry = upload.entries[0] ?? null;
  const counted = entry?.phase === 'done' && entry.analysis !== null;
  const pages = slotPages(slot, entry);

  useEffect(() => onEntry(slot.docId, entry, upload.isRunning), [entry, upload.isRunning, onEntry, slot.docId]);

  const choose = async (file: File | undefined) => {
    if (!file || upload.isRunning) return;
    upload.clear();
    const added = upload.addFiles([file]);
    const refused = added.rejected[0];
    if (refused) {
      setRefusal(refused.reason);
      return;
    }
    setRefusal(null);
    await upload.start({ sourceLanguage: pair.sourceLanguage });
  };

  const locked = disabled || upload.isRunning;
  return (
    <li
      className={`flex flex-col gap-2 rounded-xl border bg-white p-3 sm:p-4 ${
        entry?.phase === 'error' || refusal ? 'border-danger-200 bg-danger-50/40' : 'border-slate-200'
      }`}
      data-doc-id={slot.docId}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 gap-3">
          <span
            aria-hidden="true"
            className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:flex"
          >
            <FileText className="size-5" />
          </span>
          <div className="min-w-0">
            <h3 className="break-words font-medium text-slate-900">{slot.label}</h3>
            {entry ? (
              <p className="min-w-0 truncate text-slate-500 text-xs" title={entry.file.name}>
                {entry.file.name}
              </p>
            ) : null}
          </div>
        </div>
        {rate !== null ? (
          <span className="shrink-0 font-semibold text-slate-900 tabular-nums" data-testid="slot-price">
            {formatCents(toCents(pages * rate), locale)}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 text-sm">
        <span data-testid="slot-pages">
          {entry === null || entry.phase === 'idle' ? (
            <span className="text-slate-600">{t(m.planSlots.slotEmpty, { pages: slot.typicalPages })}</span>
          ) : counted ? (
            <span className="text-emerald-800">{t(m.planSlots.slotCounted, { pages })}</span>
          ) : (
            <UploadStatusLine entry={entry} />
          )}
        </span>
        <span className="flex items-center gap-2">
          {entry?.phase === 'error' ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => void upload.start({ sourceLanguage: pair.sourceLanguage })}
              icon={<RotateCcw aria-hidden="true" className="size-4" />}
            >
              {m.documentsPanel.tryAgain}
            </Button>
          ) : null}
          <label
            htmlFor={inputId}
            aria-disabled={locked || undefined}
            className={`${buttonClassName({ variant: 'outline', size: 'sm' })} ${
              locked ? 'pointer-events-none opacity-60' : 'cursor-pointer'
            } focus-within:ring-2 focus-within:ring-slate-400`}
          >
            {entry ? m.planSlots.replaceFile : m.planSlots.chooseFile}
            <input
              id={inputId}
              type="file"
              className="sr-only"
              accept={UPLOAD_ACCEPT}
              disabled={locked}
              aria-label={t(m.planSlots.slotInput, { name: slot.label })}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                void choose(file);
              }}
            />
          </label>
        </span>
      </div>
      {entry ? <UploadProgressBar entry={entry} /> : null}
      {refusal ? (
        <p className="text-danger-700 text-sm" role="alert">
          {refusal}
        </p>
      ) : null}
      {counted && entry?.analysis?.estimated ? (
        <span className="w-fit rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs">
          {m.fileRow.estimated}
        </span>
      ) : null}
    </li>
  );
};

type TSlotState = { entry: TUploadEntry | null; running: boolean };

/**
 * The upload page opened from a visa plan: one slot per document the plan says must be translated, each file
 * uploaded and counted as soon as it is chosen, a running sworn-translation estimate (the plan's typical page
 * count for a document until its file is counted), and one quote for all of them that remembers the plan.
 */
export const PlanDocumentsPanel = ({
  planId,
  slots,
  pair,
  onBusyChange,
}: {
  planId: string;
  slots: readonly TPlanSlot[];
  pair: TLanguagePair;
  onBusyChange?: (busy: boolean) => void;
}) => {
  const { m, t, locale } = useMessages(uploadCatalogue);
  const errorText = useErrorMessage();
  const { pricing } = usePricing();
  const { data: config } = usePublicConfig();
  const maxUploadMb = config?.limits.maxUploadMb ?? DEFAULT_UPLOAD_LIMITS.maxUploadMb;
  const limits = useMemo<TUploadLimits>(() => ({ maxUploadMb, maxFiles: 1 }), [maxUploadMb]);
  const createQuote = useCreateQuote();
  const navigate = useNavigate();
  const [states, setStates] = useState<Record<string, TSlotState>>({});

  const onEntry = useCallback((docId: string, entry: TUploadEntry | null, running: boolean) => {
    setStates((current) => ({ ...current, [docId]: { entry, running } }));
  }, []);

  const running = Object.values(states).some((state) => state.running);
  const busy = running || createQuote.isPending || createQuote.isSuccess;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  // The plan's documents go into Spanish as sworn translations: no sworn estimate for a pair that has none.
  const rate = isSwornAvailable(pair.sourceLanguage, pair.targetLanguage) ? (pricing?.sworn.rate ?? null) : null;
  const minimum = config?.pricing.minimumCharge ?? 0;
  const pages = slots.reduce((sum, slot) => sum + slotPages(slot, states[slot.docId]?.entry), 0);
  const subtotalCents =
    rate === null
      ? null
      : slots.reduce((sum, slot) => sum + toCents(slotPages(slot, states[slot.docId]?.entry) * rate), 0);
  const minimumApplies = subtotalCents !== null && toCents(minimum) > subtotalCents;
  const fileKeys = slots.flatMap((slot) => {
    const entry = states[slot.docId]?.entry;
    return entry?.phase === 'done' && entry.fileKey ? [entry.fileKey] : [];
  });
  const missing = slots.length - fileKeys.length;

  const submit = () => {
    if (busy || fileKeys.length === 0) return;
    createQuote.mutate(
      { ...pair, planId, fileKeys },
      { onSuccess: (quote) => navigate(localizedPath(locale, paths.quote(quote.quoteId))) },
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <ul className="flex flex-col gap-3" aria-label={m.planSlots.title}>
        {slots.map((slot) => (
          <PlanDocumentSlot
            key={slot.docId}
            slot={slot}
            pair={pair}
            limits={limits}
            disabled={createQuote.isPending || createQuote.isSuccess}
            rate={rate}
            onEntry={onEntry}
          />
        ))}
      </ul>

      {subtotalCents !== null && rate !== null ? (
        <section
          aria-labelledby="plan-estimate-heading"
          className="rounded-2xl border border-brand-100 bg-brand-50/60 p-4 sm:p-5"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h3 id="plan-estimate-heading" className="font-semibold text-slate-900">
              {m.planSlots.estimateTitle}
            </h3>
            <p className="font-bold text-2xl text-slate-900 tabular-nums" data-testid="plan-estimate-total">
              {formatCents(minimumApplies ? toCents(minimum) : subtotalCents, locale)}
            </p>
          </div>
          <p className="mt-1 text-slate-600 text-sm tabular-nums">
            {t(m.planSlots.estimateLine, { pages, rate: formatRateAmount(rate, locale) })}
          </p>
          {minimumApplies ? (
            <p className="mt-1 text-slate-600 text-sm">
              {t(m.planSlots.minimumApplies, { amount: formatRateAmount(minimum, locale) })}
            </p>
          ) : null}
          <p className="mt-2 text-slate-500 text-xs leading-relaxed">{m.planSlots.estimateNote}</p>
        </section>
      ) : null}

      {missing > 0 && fileKeys.length > 0 ? (
        <p className="text-slate-600 text-sm">{t(m.planSlots.missing, { count: missing })}</p>
      ) : null}

      {createQuote.isError ? (
        <Alert tone="error" title={m.documentsPanel.quoteErrorTitle}>
          {errorText(createQuote.error, m.documentsPanel.quoteErrorFallback)}
        </Alert>
      ) : null}

      <Button
        size="lg"
        fullWidth
        onClick={submit}
        disabled={fileKeys.length === 0 || busy}
        loading={createQuote.isPending || createQuote.isSuccess}
        icon={busy ? undefined : <ArrowRight aria-hidden="true" className="order-last size-4" />}
      >
        {createQuote.isPending || createQuote.isSuccess ? m.documentsPanel.creatingQuote : m.planSlots.submit}
      </Button>
    </div>
  );
};
