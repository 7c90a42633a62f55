// The privacy request's own messages (contracts/privacy.ts builds its schema from them), in a module
// of their own: zod-free for the page's words, and out of the first-load chunk that rules.ts is in.
export const PRIVACY_TYPE_MESSAGE = 'Choose what you want us to do.';
export const INVALID_OPTIONAL_PHONE_MESSAGE = 'Enter a valid US phone number, or leave it empty.';
