/** Limits and messages of the hunter's own account (issue 28); no zod here, so the web entry can use them. */

/** A password-reset link works this long, once. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** Reset mails sent to one address per hour; more requests get the same answer and no mail. */
export const PASSWORD_RESETS_PER_HOUR = 3;

export const ACCOUNT_MESSAGES = {
  currentPasswordWrong: 'Current password is incorrect.',
  passwordWrong: 'Password is incorrect.',
  noPasswordYet:
    'This account has no password yet. Use "Forgot password?" on the sign-in page to set one.',
  passwordChanged: 'Password changed. Your other sessions were signed out.',
  resetRequested:
    'If an account uses that address, we have sent it a link to reset the password. The link works for 60 minutes.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Ask for a new one.',
  passwordReset: 'Password reset. Sign in with your new password.',
  sessionEnded: 'Session ended.',
  signedOutEverywhere: 'Signed out everywhere.',
  accountDeleted: 'Your account and everything it held have been deleted.',
  resetMailSubject: 'Reset your Marshlog password',
} as const;

/** What the account screens say (Profile > Account). */
export const ACCOUNT_TEXT = {
  passwordTitle: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  changePassword: 'Change password',
  sessionsTitle: 'Sessions',
  sessionsLoading: 'Loading sessions…',
  sessionsError: 'Sessions could not be loaded.',
  thisDevice: 'This device',
  unknownDevice: 'Unknown device',
  endSession: 'Sign out',
  signOutEverywhere: 'Sign out everywhere',
  deleteTitle: 'Delete account',
  deleteWarning:
    'Deleting your account removes your hunts, locations, reports, photos, comments, messages and friendships for good. Nobody can see them afterwards, and they cannot be restored.',
  deleteExportOffer: 'Download an archive of everything first:',
  deleteExportLink: 'Export your data',
  deleteConfirmPassword: 'Enter your password to confirm',
  deleteButton: 'Delete my account',
  deleteConfirm: 'Delete account for good',
  cancel: 'Cancel',
  forgotPassword: 'Forgot password?',
  forgotTitle: 'Reset your password',
  forgotIntro: 'Enter the email address of your account and we will send you a link.',
  sendResetLink: 'Send reset link',
  resetTitle: 'Choose a new password',
  resetButton: 'Set new password',
  backToSignIn: 'Back to sign in',
} as const;
