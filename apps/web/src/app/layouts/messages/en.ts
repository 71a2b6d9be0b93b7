/** The Meta Pixel consent banner's words: loaded with the banner, only on a site that has a pixel. */
export const en = {
  pixelConsent: {
    title: 'Advertising cookies',
    body: 'May we use the Meta Pixel to measure how our ads perform? It loads only if you accept; you can change your choice in the footer.',
    decline: 'Decline',
    accept: 'Accept',
  },
} as const;
