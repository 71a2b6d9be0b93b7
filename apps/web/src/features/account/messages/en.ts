/** The customer's account page and dashboard header, in English. */
export const en = {
  page: {
    title: 'My account',
    signedInAs: 'Signed in as <0>{email}</0>',
    nameTitle: 'Your name',
    nameDescription: 'Shown on your orders and in our emails to you.',
    passwordTitle: 'Password',
    passwordDescription: 'Changing it signs you out on every other device.',
    twoFactorTitle: 'Two-factor authentication',
    twoFactorDescription:
      'For staff: signing in also asks for a code from an authenticator app, and recovery codes get you in if you lose your phone.',
    twoFactorRequiredTitle: 'Two-factor authentication is required',
    twoFactorRequired: 'The agency requires it for staff: set it up here, then the back office opens again.',
    deleteTitle: 'Delete account',
    deleteDescription:
      'Removes your login and closes your orders, quotes and plans to you. Staff finish or cancel orders still in progress.',
  },
  profile: {
    failed: 'Your name could not be saved. Please try again.',
    saved: 'Your name has been saved.',
    emailHint: 'The email cannot be changed.',
    submit: 'Save name',
    pending: 'Saving…',
  },
  password: {
    failed: 'Your password could not be changed. Please try again.',
    changed: 'Your password has been changed. Other devices have been signed out.',
    current: 'Current password',
    submit: 'Change password',
    pending: 'Changing…',
  },
  deleteAccount: {
    start: 'Delete my account…',
    failed: 'Your account could not be deleted. Please try again.',
    warningTitle: 'This cannot be undone',
    warning:
      'Your login is deleted and you are signed out everywhere. You can no longer open your orders, quotes or plans, even with their links.',
    documents:
      'The documents of your completed or cancelled orders — every file you uploaded and every translation — are deleted from our storage at once. The order records, amounts and receipts are kept. Orders still in progress stay with our staff, who finish or cancel them and write to the email address on the order.',
    confirmPassword: 'Type your password to confirm',
    submit: 'Delete my account',
    pending: 'Deleting…',
    cancel: 'Cancel',
  },
  dashboard: {
    welcome: 'Welcome back, {name}',
    newOrder: 'Start a new order',
    loading: 'Loading…',
  },
} as const;
