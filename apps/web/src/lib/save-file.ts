import type { TApiFile } from './api-client';

/** Starts the download of `url` (a blob, or a link the server answers as an attachment) under `filename`. */
export const downloadUrl = (url: string, filename: string): void => {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
};

/** Hands a file the API answered to the browser's downloads, under its attachment name (else `fallbackName`). */
export const saveFile = ({ blob, filename }: TApiFile, fallbackName: string): void => {
  const url = URL.createObjectURL(blob);
  downloadUrl(url, filename ?? fallbackName);
  // After the click has handed the file over; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
