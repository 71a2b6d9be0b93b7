import { act, createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FileDropzone } from './file-dropzone';

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

describe('FileDropzone', () => {
  it('shows the limits up front and describes the browse button with them', () => {
    render(<FileDropzone onFiles={() => {}} maxFiles={20} maxFileSizeMb={50} acceptLabel="PDF, DOCX" />);
    const browse = screen.getByRole('button', { name: 'Browse files' });
    expect(browse).toHaveAccessibleDescription('PDF, DOCX · Up to 20 files · 50 MB per file');
  });

  it('opens the file picker from the keyboard and passes on the chosen files', async () => {
    const onFiles = vi.fn();
    const user = userEvent.setup();
    render(<FileDropzone onFiles={onFiles} accept=".pdf" inputLabel="Choose documents" />);
    const input = screen.getByLabelText('Choose documents') as HTMLInputElement;
    const click = vi.spyOn(input, 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Browse files' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);

    await user.upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
    expect(onFiles).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'a.pdf' }),
      expect.objectContaining({ name: 'b.pdf' }),
    ]);
    expect(input).toHaveAttribute('accept', '.pdf');
    expect(input).toHaveAttribute('multiple');
  });

  it('takes files chosen in the prerendered input before the page hydrated, once', async () => {
    const onFiles = vi.fn();
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<FileDropzone onFiles={onFiles} id="early" />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    // The visitor picked a file while the page's code was still loading: the input holds it, no handler saw it.
    Object.defineProperty(input, 'files', { configurable: true, value: [pdf('early.pdf')] });
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <FileDropzone onFiles={onFiles} id="early" />);
    });
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'early.pdf' })]);
    act(() => root?.unmount());
    container.remove();
  });

  it('accepts dropped files and highlights while dragging', () => {
    const onFiles = vi.fn();
    const { container } = render(<FileDropzone onFiles={onFiles} />);
    const zone = container.querySelector('label') as HTMLLabelElement;
    const files = [pdf('dropped.pdf')];
    const dataTransfer = { types: ['Files'], files, dropEffect: 'none' };

    const enter = createEvent.dragEnter(zone);
    Object.defineProperty(enter, 'dataTransfer', { value: dataTransfer });
    fireEvent(zone, enter);
    expect(zone).toHaveAttribute('data-dragging', 'true');
    expect(screen.getByText('Drop to add your files')).toBeInTheDocument();

    const drop = createEvent.drop(zone);
    Object.defineProperty(drop, 'dataTransfer', { value: dataTransfer });
    fireEvent(zone, drop);
    expect(onFiles).toHaveBeenCalledWith(files);
    expect(zone).not.toHaveAttribute('data-dragging');
  });

  it('ignores drops and disables browsing when disabled', () => {
    const onFiles = vi.fn();
    const { container } = render(<FileDropzone onFiles={onFiles} disabled />);
    expect(screen.getByRole('button', { name: 'Browse files' })).toBeDisabled();
    const zone = container.querySelector('label') as HTMLLabelElement;
    const drop = createEvent.drop(zone);
    Object.defineProperty(drop, 'dataTransfer', { value: { types: ['Files'], files: [pdf('x.pdf')] } });
    fireEvent(zone, drop);
    expect(onFiles).not.toHaveBeenCalled();
  });
});
