export const LEAD_FORM_SECTION_ID = 'free-quote-form';

/** Brings the lead form into view and puts the cursor in its first field. */
export const scrollToLeadForm = () => {
  const section = document.getElementById(LEAD_FORM_SECTION_ID);
  if (!section) return;
  section.scrollIntoView({ block: 'start' });
  // preventScroll: the smooth scroll above is already on its way; focusing must not make it jump.
  section.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
};
