/** The words of file uploads anywhere on the site: the drop area and why a file is refused before it is sent. */
export const en = {
  dropzone: {
    title: 'Drag and drop your files here',
    dropping: 'Drop to add your files',
    or: 'or',
    browse: 'Browse files',
    inputLabel: 'Choose files',
    maxFiles: 'Up to {count, plural, one {# file} other {# files}}',
    maxSize: '{mb} MB per file',
  },
  refusals: {
    wrongType: '{name}: this type of file is not accepted. Please upload {types} files.',
    empty: '{name} is empty.',
    tooLarge: '{name} is larger than {mb} MB.',
    tooMany: 'You can upload at most {max, plural, one {# file} other {# files}} at a time.',
  },
} as const;
