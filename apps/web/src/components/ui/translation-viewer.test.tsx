import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { htmlToPlainText, looksLikeHtml, TranslationViewer } from './translation-viewer';

const HOSTILE =
  '<p>Acta de nacimiento</p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>';

const MARKDOWN = [
  '# Certificado',
  '',
  '| Campo | Valor |',
  '| ----- | ----- |',
  '| Nombre | Jane Doe |',
  '',
  '~~borrador~~ and https://sello.example plus a note[^1]',
  '',
  '- [x] firmado',
  '- [ ] sellado',
  '',
  '<b onclick="alert(1)">raw html</b>',
  '',
  '[^1]: Nota al pie.',
].join('\n');

const open = (content: string, onClose = () => undefined) =>
  render(
    <MemoryRouter>
      <TranslationViewer open onClose={onClose} filename="acta-nacimiento.pdf" content={content} />
    </MemoryRouter>,
  );

type TWritten = Record<string, Blob>;

/** A clipboard that keeps what was written, and a ClipboardItem that keeps its formats. */
const installClipboard = () => {
  const written: TWritten[] = [];
  class FakeClipboardItem {
    readonly items: TWritten;
    constructor(items: TWritten) {
      this.items = items;
    }
    get types() {
      return Object.keys(this.items);
    }
  }
  vi.stubGlobal('ClipboardItem', FakeClipboardItem);
  const write = vi.fn(async (items: FakeClipboardItem[]) => {
    for (const item of items) written.push(item.items);
  });
  Object.defineProperty(navigator, 'clipboard', { value: { write }, configurable: true });
  return { written, write };
};

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
});

describe('TranslationViewer', () => {
  it('is a dialog titled with the file name that closes', async () => {
    const onClose = vi.fn();
    open('<p>Hola</p>', onClose);
    const dialog = screen.getByRole('dialog', { name: 'acta-nacimiento.pdf' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows HTML as its source text in monospace, never as markup', () => {
    open(HOSTILE);
    const content = screen.getByTestId('translation-content');
    expect(content).toHaveClass('max-h-[60vh]', 'overflow-auto');
    const source = content.querySelector('pre');
    expect(source).toHaveClass('font-mono');
    expect(source?.textContent).toBe(HOSTILE);
    expect(content.querySelector('img, script, p')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('renders anything else as GitHub-flavoured Markdown, without raw HTML', () => {
    open(MARKDOWN);
    const content = screen.getByTestId('translation-content');
    expect(within(content).getByRole('heading', { name: 'Certificado' })).toBeInTheDocument();
    const table = within(content).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Campo' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(content.querySelector('del')).toHaveTextContent('borrador');
    expect(within(content).getByRole('link', { name: 'https://sello.example' })).toHaveAttribute(
      'href',
      'https://sello.example',
    );
    const boxes = within(content).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, false]);
    expect(content).toHaveTextContent('Nota al pie.');
    expect(content.querySelector('b, [onclick]')).toBeNull();
  });

  it('copies the HTML and its plain text as two clipboard formats', async () => {
    // user-event brings its own clipboard at setup: install ours after it.
    const user = userEvent.setup();
    const { written } = installClipboard();
    open('<h1>Acta</h1><p>Nombre: <b>Jane</b></p><ul><li>Uno</li><li>Dos</li></ul>');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied to the clipboard.')).toBeInTheDocument();
    expect(written).toHaveLength(1);
    const [item] = written;
    expect(Object.keys(item ?? {}).sort()).toEqual(['text/html', 'text/plain']);
    expect(await item?.['text/html']?.text()).toBe(
      '<h1>Acta</h1><p>Nombre: <b>Jane</b></p><ul><li>Uno</li><li>Dos</li></ul>',
    );
    expect(await item?.['text/plain']?.text()).toBe('Acta\nNombre: Jane\nUno\nDos');
  });

  it('copies rendered Markdown as HTML and its source as plain text', async () => {
    const user = userEvent.setup();
    const { written } = installClipboard();
    open('Hola **mundo**');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await screen.findByText('Copied to the clipboard.');
    expect(await written[0]?.['text/html']?.text()).toBe('<p>Hola <strong>mundo</strong></p>');
    expect(await written[0]?.['text/plain']?.text()).toBe('Hola **mundo**');
  });

  // jsdom has no ClipboardItem: the same as a browser without the async clipboard API's formats.
  it('falls back to selecting the content and execCommand when the clipboard API is missing', async () => {
    expect(typeof ClipboardItem).toBe('undefined');
    let selected = '';
    const execCommand = vi.fn((command: string) => {
      selected = window.getSelection()?.toString() ?? '';
      return command === 'copy';
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    open('<p>Hola</p>');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe('<p>Hola</p>');
    expect(await screen.findByText('Copied to the clipboard.')).toBeInTheDocument();
  });

  it('says so when copying fails', async () => {
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    open('<p>Hola</p>');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(/Could not copy/)).toBeInTheDocument();
  });
});

describe('content helpers', () => {
  it('tells HTML from Markdown', () => {
    expect(looksLikeHtml('<section data-page="1">\n<p>Hi</p>\n</section>')).toBe(true);
    expect(looksLikeHtml('  <p>line<br>break</p>')).toBe(true);
    expect(looksLikeHtml('# Title\n\n| a | b |\n|---|---|\n| 1 < 2 | <b>x</b> |')).toBe(false);
  });

  it('turns HTML into text a line per block', () => {
    expect(htmlToPlainText('<section data-page="1">\n<p>Uno</p>\n<p>Dos &amp; tres</p>\n</section>')).toBe(
      'Uno\nDos & tres',
    );
  });
});
