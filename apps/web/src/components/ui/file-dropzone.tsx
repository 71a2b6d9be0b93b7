import UploadCloud from 'lucide-react/icons/cloud-upload';
import FolderOpen from 'lucide-react/icons/folder-open';
import { type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '@/lib/i18n/i18n';
import { fileUploadCatalogue } from '@/lib/uploads/messages/catalogue';
import { buttonClassName } from './button';

export type TFileDropzoneProps = {
  /** Called with the files dropped or chosen (unfiltered: validate them with lib/file-upload). */
  onFiles: (files: File[]) => void;
  /** The input's `accept` attribute, e.g. UPLOAD_ACCEPT from lib/file-upload. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Shown as the limits line: "Up to 20 files · 50 MB per file". */
  maxFiles?: number;
  maxFileSizeMb?: number;
  /** "PDF, DOC, DOCX, TXT, JPG, JPEG, PNG, HEIC, HEIF, WEBP". */
  acceptLabel?: string;
  /** Main line; default "Drag and drop your files here" in the page's language. */
  title?: ReactNode;
  /** Browse button text; default "Browse files". */
  browseLabel?: string;
  /** Accessible name of the file input (tests and e2e find it by this); default "Choose files". */
  inputLabel?: string;
  id?: string;
  className?: string;
};

/**
 * A drop area with a real "Browse files" button. The whole area accepts drops (and clicks, through its
 * label); the button is the keyboard path. The limits are shown up front, before anything is chosen.
 */
export const FileDropzone = ({
  onFiles,
  accept,
  multiple = true,
  disabled = false,
  maxFiles,
  maxFileSizeMb,
  acceptLabel,
  title,
  browseLabel,
  inputLabel,
  id,
  className = '',
}: TFileDropzoneProps) => {
  const { m, t } = useMessages(fileUploadCatalogue);
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const limitsId = `${inputId}-limits`;
  const inputRef = useRef<HTMLInputElement>(null);
  const depth = useRef(0);
  const [dragging, setDragging] = useState(false);

  const limits = [
    acceptLabel,
    maxFiles !== undefined ? t(m.dropzone.maxFiles, { count: maxFiles }) : null,
    maxFileSizeMb !== undefined ? t(m.dropzone.maxSize, { mb: maxFileSizeMb }) : null,
  ].filter(Boolean);

  // A prerendered page shows this input before its code has run: files chosen then are in the input already, and no
  // change event will come for them. They are taken when the component mounts (hydrates) instead of being lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    const input = inputRef.current;
    if (disabled || !input?.files || input.files.length === 0) return;
    const files = Array.from(input.files);
    input.value = '';
    onFiles(multiple ? files : files.slice(0, 1));
  }, []);

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

  const onDragEnter = (event: DragEvent<HTMLLabelElement>) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent<HTMLLabelElement>) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <label
      htmlFor={inputId}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      data-dragging={dragging || undefined}
      className={`flex flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed px-5 py-10 text-center transition-colors sm:px-8 sm:py-12 ${
        disabled
          ? 'cursor-not-allowed border-slate-200 bg-slate-50 opacity-70'
          : dragging
            ? 'cursor-copy border-brand-500 bg-brand-50'
            : 'cursor-pointer border-slate-300 bg-slate-50/60 hover:border-brand-400 hover:bg-brand-50/50'
      } ${className}`}
    >
      <span
        aria-hidden="true"
        className={`flex size-14 items-center justify-center rounded-full ${dragging ? 'bg-brand-600 text-white' : 'bg-brand-100 text-brand-700'}`}
      >
        <UploadCloud className="size-7" />
      </span>
      {/* Phones have nothing to drag from: there the button alone says what to do. */}
      <span className="hidden font-semibold text-base text-slate-900 sm:block">
        {dragging ? m.dropzone.dropping : (title ?? m.dropzone.title)}
      </span>
      <span className="hidden text-slate-500 text-sm sm:block">{m.dropzone.or}</span>
      <button
        type="button"
        disabled={disabled}
        aria-describedby={limits.length > 0 ? limitsId : undefined}
        onClick={(event) => {
          // The label would open the picker too; once is enough.
          event.preventDefault();
          inputRef.current?.click();
        }}
        className={buttonClassName({ variant: 'outline', size: 'md' })}
      >
        <FolderOpen aria-hidden="true" className="size-4 text-brand-600" />
        {browseLabel ?? m.dropzone.browse}
      </button>
      {limits.length > 0 ? (
        <span id={limitsId} className="mt-1 text-slate-600 text-xs leading-relaxed sm:text-sm">
          {limits.join(' · ')}
        </span>
      ) : null}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        hidden
        tabIndex={-1}
        aria-label={inputLabel ?? m.dropzone.inputLabel}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Clearing the value lets the same file be chosen again after it was removed.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </label>
  );
};
