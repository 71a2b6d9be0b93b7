/** The shared form fields' words (contact, names as in the passport, new password) and their validation messages. */
export const en = {
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    passwordHint: 'At least {min} characters.',
  },
  names: {
    kind: 'Name {number}: what it is',
    asWritten: 'Name {number}: as written in the passport',
    remove: 'Remove',
    removeNamed: 'Remove name {number}',
    add: 'Add a name',
    otherInstructions: 'Other instructions for the translator',
    kinds: {
      full_name: 'Full name',
      father_name: 'Father’s name',
      mother_name: 'Mother’s name',
      place: 'Place',
      other_name: 'Other name',
    },
  },
  requiredFooter: 'Fields marked <0>*</0> are required.',
  /** What the shared schemas' rules say, in the page's language (localized-resolver.ts picks one per issue). */
  validation: {
    required: 'This field is required.',
    tooLong: 'Use at most {max, plural, one {# character} other {# characters}}.',
    invalid: 'Please check this field.',
    email: 'Please enter a valid email address.',
    phone: 'Please enter a valid phone number.',
    personName: 'Use only letters, spaces, apostrophes and hyphens.',
    placeName: 'Use only letters, spaces, apostrophes, hyphens, dots and commas.',
    passwordTooShort: 'Password must be at least {min} characters long.',
    passwordsDoNotMatch: 'Passwords do not match.',
    tooManyNames: 'At most {max} names.',
    postal: {
      address: 'The street address is needed to post the translation.',
      city: 'The city is needed to post the translation.',
      zipCode: 'The postal code is needed to post the translation.',
    },
  },
  alreadyOrdered: {
    yours:
      'If you placed this order, open it from the confirmation email we sent you, or sign in to the account you ordered with.',
    notYoursEmail:
      'If you did not place it, someone else may have used this quote’s link. Please write to <0/> with this page’s address and we will sort it out with you.',
    notYoursContact:
      'If you did not place it, someone else may have used this quote’s link. Please write to <0>our support team</0> with this page’s address and we will sort it out with you.',
  },
} as const;
