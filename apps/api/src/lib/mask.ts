/** `jane@example.com` → `j•••@example.com`, for logs and public views. */
export const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
};

/** Keeps only the last four digits: `•••-•••-1234`. */
export const maskPhone = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  return `•••-•••-${digits.slice(-4)}`;
};
