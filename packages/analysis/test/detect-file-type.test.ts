import { describe, expect, it } from 'vitest';
import { detectFileType } from '../src/detect-file-type.ts';

const bytes = (...values: (number | string)[]): Uint8Array =>
  Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...Buffer.from(value)] : [value])));

describe('detectFileType (magic bytes, not the name)', () => {
  it.each([
    ['pdf', bytes('%PDF-1.7\n')],
    ['pdf', bytes('junk before the header ', '%PDF-1.4')],
    ['zip', bytes('PK', 3, 4, 20, 0)],
    ['ole', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0)],
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a)],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['heif', bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0, 'mif1heic')],
    ['heif', bytes(0, 0, 0, 0x18, 'ftypmif1', 0, 0, 0, 0, 'mif1heix')],
    ['heif', bytes(0, 0, 0, 0x14, 'ftypheis', 0, 0, 0, 0, 'mif1')],
    ['text', bytes(0, 0, 0, 0x18, 'ftypavif', 0, 0, 0, 0, 'avifmif1')],
    ['webp', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ')],
    ['text', bytes('Just some words.')],
    ['text', bytes()],
  ])('%s', (type, content) => {
    expect(detectFileType(content)).toBe(type);
  });
});
