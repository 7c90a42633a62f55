// Rules and messages of the forms and the API that the browser needs without zod (the ZIP prompt
// is on every page's first load). api.ts and availability.ts build their schemas from these.

/** A US ZIP code as typed: 5 digits, ZIP+4 accepted (with or without the hyphen). */
export const ZIP_PATTERN = /^\d{5}(?:-?\d{4})?$/;

// Messages (SPEC 5). The forms show these words; the server's 400 fieldErrors use the same.
export const REQUIRED_MESSAGE = 'This field is required.';
export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address.';
export const INVALID_ZIP_MESSAGE = 'Enter a valid 5-digit ZIP code.';
export const INVALID_PHONE_MESSAGE = 'Enter a valid US phone number.';
export const UNKNOWN_FIELD_MESSAGE = 'Unknown field.';
export const TEXT_EXPECTED_MESSAGE = 'Enter text.';
export const tooLongMessage = (max: number) => `Use at most ${max} characters.`;
/** SPEC 8's success message with its typo corrected (docs/architecture.md). */
export const SUCCESS_MESSAGE = 'Message sent successfully.';
export const UNKNOWN_CONSENT_MESSAGE = 'This consent notice is out of date. Reload the page and send again.';
