import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { type ReactNode, useRef, useState } from 'react';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { useMessages } from '@/lib/i18n/i18n';
import { Button } from './button';
import { uiCatalogue } from './messages/catalogue';
import { Modal } from './modal';

/**
 * Content that opens with a tag (or a doctype or comment) is HTML, like every extracted or translated document;
 * anything else is Markdown, even with a tag somewhere inside (that tag is then dropped, never rendered).
 */
const HTML_PATTERN = /^\s*(?:<!doctype html|<!--|<[a-z][a-z0-9-]*(?:\s[^>]*)?\/?>)/i;

export const looksLikeHtml = (content: string): boolean => HTML_PATTERN.test(content);

const BLOCK_END = /<\/(p|h[1-6]|li|tr|section|div|table|ul|ol|blockquote|pre)\s*>|<br\s*\/?>/gi;

/**
 * The readable text of an HTML string, a line per block. DOMParser builds an inert document: no script runs and
 * nothing is fetched.
 */
export const htmlToPlainText = (html: string): string => {
  const document = new DOMParser().parseFromString(
    html.replace(BLOCK_END, (tag) => `${tag}\n`),
    'text/html',
  );
  return (document.body.textContent ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
};

type TCopyResult = 'copied' | 'failed';

/** Both formats through the async clipboard API; else the shown content selected and copied the old way. */
const copyToClipboard = async (
  formats: { html: string; text: string },
  fallbackElement: HTMLElement | null,
): Promise<TCopyResult> => {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([formats.html], { type: 'text/html' }),
          'text/plain': new Blob([formats.text], { type: 'text/plain' }),
        }),
      ]);
      return 'copied';
    } catch {
      // Permission refused or formats unsupported: try the selection below.
    }
  }
  const selection = window.getSelection();
  if (!fallbackElement || !selection) return 'failed';
  const range = document.createRange();
  range.selectNodeContents(fallbackElement);
  selection.removeAllRanges();
  selection.addRange(range);
  try {
    return document.execCommand('copy') ? 'copied' : 'failed';
  } catch {
    return 'failed';
  }
};

const MARKDOWN_STYLES = [
  'text-slate-800 text-sm leading-relaxed',
  '[&_h1]:mt-4 [&_h1]:mb-2 [&_h1]:font-semibold [&_h1]:text-xl',
  '[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:font-semibold [&_h2]:text-lg',
  '[&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:font-semibold',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li.task-list-item]:list-none',
  '[&_table]:my-3 [&_table]:border-collapse [&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1',
  '[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left',
  '[&_a]:text-brand-700 [&_a]:underline [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1',
  '[&_blockquote]:border-slate-300 [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:text-slate-600',
].join(' ');

export type TTranslationViewerProps = {
  open: boolean;
  onClose: () => void;
  /** The document's file name: the dialog's title. */
  filename: string;
  /** The translated (or extracted) text: HTML is shown as source code, anything else as GitHub-flavoured Markdown. */
  content: string;
  /** Optional line under the title (say, "Machine translation by DeepL"). */
  description?: ReactNode;
};

/**
 * A file's machine translation in a dialog. HTML is shown as its source, in monospace, and never rendered (the
 * text came from a customer's document and a third-party service); Markdown is rendered without any raw HTML.
 * Copy puts both an HTML and a plain-text version on the clipboard.
 */
export const TranslationViewer = ({ open, onClose, filename, content, description }: TTranslationViewerProps) => {
  const text = useMessages(uiCatalogue).m.translationViewer;
  const bodyRef = useRef<HTMLDivElement>(null);
  // The outcome belongs to the content it was for: another document never shows a stale "Copied".
  const [copied, setCopied] = useState<{ result: TCopyResult; content: string } | null>(null);
  const copyState = copied?.content === content ? copied.result : null;
  const isHtml = looksLikeHtml(content);
  const close = () => {
    setCopied(null);
    onClose();
  };

  const copy = async () => {
    const body = bodyRef.current;
    const formats = isHtml
      ? { html: content, text: htmlToPlainText(content) }
      : { html: body?.firstElementChild?.innerHTML ?? '', text: content };
    setCopied({ result: await copyToClipboard(formats, body), content });
  };

  return (
    <Modal open={open} onClose={close} title={filename} description={description} widthClassName="max-w-[900px]">
      <div className="mb-3 flex items-center justify-end gap-3">
        <p role="status" className="text-sm">
          {copyState === 'copied' ? <span className="text-emerald-700">{text.copied}</span> : null}
          {copyState === 'failed' ? <span className="text-danger-700">{text.copyFailed}</span> : null}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={copy}
          icon={
            copyState === 'copied' ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )
          }
        >
          {text.copy}
        </Button>
      </div>
      <div
        ref={bodyRef}
        data-testid="translation-content"
        className="max-h-[60vh] overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-4"
      >
        {isHtml ? (
          <pre className="whitespace-pre-wrap break-words font-mono text-slate-800 text-xs leading-relaxed">
            {content}
          </pre>
        ) : (
          <div className={MARKDOWN_STYLES}>
            <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml>
              {content}
            </ReactMarkdown>
          </div>
        )}
      </div>
    </Modal>
  );
};
