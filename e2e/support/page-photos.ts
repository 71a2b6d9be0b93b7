import { createCanvas } from '@napi-rs/canvas';

/** The text of a one-page certificate, as a phone would photograph it (62 words). */
export const CERTIFICATE_LINES = [
  'CERTIFICATE OF BIRTH',
  'State of Illinois, County of Cook',
  'This certifies that Jane Elizabeth Doe',
  'was born on the fourteenth day of March 1991',
  'at Northwestern Memorial Hospital, Chicago.',
  'Father: Robert James Doe, born in Springfield',
  'Mother: Maria Lopez Doe, born in Madrid, Spain',
  'Registered on March 20, 1991 by the registrar',
  'of vital records under file number 1991-00421.',
  'Witness my hand and the seal of the county.',
];

/**
 * A JPEG of the certificate page (letter size at 150 dpi). `blurPx` smears it as a shaken phone does: at 5 px OCR
 * still finds most words but trusts them little (mean confidence about 30 against 95 when sharp).
 */
export const certificatePhoto = (blurPx = 0): Buffer => {
  const canvas = createCanvas(1275, 1650);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  if (blurPx > 0) context.filter = `blur(${blurPx}px)`;
  context.fillStyle = '#111111';
  context.font = '40px serif';
  CERTIFICATE_LINES.forEach((line, index) => {
    context.fillText(line, 100, 200 + index * 80);
  });
  return canvas.toBuffer('image/jpeg', 92);
};
