/** The words of the not-found page, in English. */
export const en = {
  notFound: {
    title: 'Page not found',
    text: 'The page you are looking for doesn’t exist or has moved. Check the address, or start again from the home page.',
    backHome: 'Back to home',
    contactUs: 'Contact us',
  },
} as const;
