/** The words of the about page: intro, story, team and values, in English. */
export const en = {
  intros: {
    aboutEyebrow: 'About us',
    aboutTitle: 'The people behind {brandName}',
    aboutLead:
      'A small translation team helping people and businesses get their English, Spanish and French documents translated accurately, at a clear price.',
  },
  about: {
    ctaTitle: 'Let’s get your documents ready',
    storyEyebrow: 'Our story',
    storyTitle: 'Paperwork is stressful enough. Translation shouldn’t be.',
    storyText1:
      '{brandName} started with a simple observation: people moving, studying or doing business abroad lose days asking for translation quotes, waiting for replies and wondering whether the result will be accepted.',
    storyText2:
      'So we built a service where you upload your documents, see an honest price immediately, and follow your order until the translation is in your hands. We work between English and Spanish and between English and French, in both directions, and focus on the documents people need most: certificates, records, diplomas and business papers.',
    teamEyebrow: 'Our team',
    teamTitle: 'Small team, personal service',
    teamLead: 'You deal with the same two people from your first question to your finished translation.',
    luciaRole: 'Founder & lead translator',
    luciaBio:
      'Translator working between English and Spanish, focused on legal and civil-status documents. Lucía oversees the quality of every translation we deliver.',
    danielRole: 'Operations & customer support',
    danielBio:
      'Daniel keeps orders moving and answers your questions, from choosing the right service to tracking delivery.',
    valuesEyebrow: 'Our values',
    valuesTitle: 'What we care about',
    valuesLead: 'Four principles guide every order we handle.',
    accuracyTitle: 'Accuracy first',
    accuracyText: 'Names, dates and numbers are checked with care: in official documents, small details matter most.',
    pricesTitle: 'Transparent prices',
    pricesText: 'Published rates per word and per page, and an estimate computed from your files before you commit.',
    privacyTitle: 'Privacy by default',
    privacyText: 'Files travel encrypted over HTTPS and are stored privately, accessible only to our team.',
    peopleTitle: 'People, not tickets',
    peopleText: 'Real people answer your messages. We aim to reply within one business day.',
  },
} as const;
