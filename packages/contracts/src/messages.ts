/**
 * Every validation message of the product rules ("Validation"), spelt exactly as the rules give them, in a group per
 * feature. Messages the rules do not give are written in the same voice and marked as ours.
 */

/** Accounts: sign-up, login, passwords, the newsletter, contact and delete account. */
export const ACCOUNT_MESSAGES = {
  emailRequired: 'Email is required!',
  /** Sign-up, renewal, welcome and contact. */
  emailNotValid: 'Email not valid!',
  /** Forgot password and delete account. */
  emailIsNotValid: 'Email is not valid!',
  nameRequired: 'Name is required!',
  nameNotValid: 'Name not valid!',
  passwordRequired: 'Password is required!',
  /** Delete account's password message carries a trailing space in the rules (spelt so). */
  deletePasswordRequired: 'Password is required! ',
  passwordNotValid: 'Password not valid!',
  passwordTooShort: 'Password must contain at least 8 characters',
  confirmPasswordMismatch: 'Confirm Password does not match!',
  oldPasswordRequired: 'Old Password is required!',
  newPasswordRequired: 'New Password is required!',
  // Ours: a sign-up or an agreement sent with a version of the privacy notice that is no longer the one in force.
  privacyNoticeChanged: 'The privacy notice has changed since you opened it. Please read the new version',
  // Ours: the rules name these checks but not their words.
  passwordHint: 'At least 8 characters, with a letter and a digit.',
  /** bcrypt reads only a password's first 72 bytes: a longer one is refused rather than silently cut. */
  passwordTooLong: 'Password must be at most 72 characters (fewer with accents or emoji)',
  termsRequired: 'Please accept the Terms & Conditions!',
} as const;

/** Any form field. */
export const FIELD_MESSAGES = {
  // Ours: the rules name this check but not its words.
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

/** Plans and coupon codes (sign-up, renewal, payment). */
export const PLAN_MESSAGES = {
  planRequired: 'Please select any plan!',
  couponRequired: 'Coupon code is required!',
  // Ours: a coupon typed while Monthly or Yearly is chosen is neither used nor dropped silently.
  couponNeedsCouponPlan: "To use a coupon code, choose 'I own the plush toy' (or clear the code to pay for a plan)",
  /** The server's own spelling of the plan message (spelt so). */
  planRequiredServer: 'Please selet any plan',
  /** The server's answers to a coupon code that does not exist (or is switched off), or has no use left. */
  couponInvalid: 'Invalid coupon code',
  /** The server's answer to a code it accepts (shown as a toast before sign-up or renewal goes on). */
  couponVerified: 'Coupon code verified successfully',
  couponUsedUp: 'This coupon code has already been used',
} as const;

/** A child's profile. */
export const CHILD_MESSAGES = {
  childNameRequired: 'Name is required',
  dateOfBirthRequired: 'Date of birth is required',
  // Ours: the rules name these checks but not their words.
  dateOfBirthFormat: 'Date of birth is not a valid date',
  dateOfBirthTooEarly: 'Date of birth cannot be before 1900-01-01',
  dateOfBirthInFuture: 'Date of birth cannot be in the future',
  interestsOnly: 'Theme must list interest choices only',
} as const;

/**
 * Ours: bedtime (issue 39), a child's evening, routine and daily limit. The refusals are the CMS's answers and the
 * words the web shows.
 */
export const BEDTIME_MESSAGES = {
  /** Quiet hours: no media address or resume position for the child until its wake-up time (HH:MM). */
  bedtimeQuiet: (wakeTime: string) => `Tate is sleeping. Meditations come back at ${wakeTime}.`,
  /** The child's daily listening limit is reached. */
  dailyLimitReached: "That's all for today. Tate will be ready tomorrow.",
  bedtimeFormat: 'Bedtime must be a time like 20:00',
  wakeTimeFormat: 'Wake-up time must be a time like 07:00',
  bedtimeNeedsWakeTime: 'Choose a wake-up time as well as a bedtime',
  wakeTimeNeedsBedtime: 'Choose a bedtime as well as a wake-up time',
  bedtimeEqualsWakeTime: 'Wake-up time must differ from bedtime',
  timeZoneUnknown: 'Time zone is not a known time zone',
  routineTooLong: (max: number) => `A routine has at most ${max} meditations`,
  routineRepeats: 'A routine lists each meditation once',
  routineMeditationMissing: 'A meditation of the routine is not in the library',
  routineOutlastsWindDown: (minutes: number) => `The routine must fit in the ${minutes} minutes before bedtime`,
  dailyLimitRange: (min: number, max: number) => `Daily limit must be a whole number of minutes from ${min} to ${max}`,
} as const;

/** Ours: the parent gate, the parent PIN and child mode (issue 54). */
export const PARENT_GATE_MESSAGES = {
  /** The parent gate (unlock quiet hours, add minutes): the parent's password, re-asked, is wrong. */
  parentGatePasswordWrong: 'That password is not right.',
  /** The parent gate of a parent with a PIN: the PIN is wrong, or was not sent (the password no longer opens it). */
  parentGatePinWrong: 'That PIN is not right.',
  parentGatePinRequired: 'Enter your parent PIN.',
  /** Wrong tries at the parent gate slow it down on that device: a growing wait, never a lock-out. */
  parentGateWait: (seconds: number) => `Too many wrong tries on this device. Try again in ${seconds} seconds.`,
  /** Child mode (issue 54): a device given to a child refuses the grown-ups' endpoints until the gate takes it back. */
  childModeAskAGrownUp: 'This device is a child’s: a grown-up takes it back first.',
  /** Child mode: the device's child asks for a sibling's favourites, history or profile. */
  childModeOtherChild: 'This device belongs to another child.',
  parentPinFormat: 'The PIN must be 4 to 6 digits',
  parentPinMismatch: 'The two PINs do not match',
  parentPinSaved: 'Your parent PIN is set. The grown-ups’ doors now ask for it.',
} as const;
