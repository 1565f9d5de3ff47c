/**
 * The forms reCAPTCHA Enterprise protects, by the action name the browser's token is made for and the
 * server expects back in the assessment (letters and underscores, as Google requires). Shared by the
 * browser (lib/recaptcha/client.ts) and the server (lib/recaptcha/assess.ts).
 */
export const RECAPTCHA_ACTIONS = {
  signUp: 'signup',
  contact: 'contact',
  newsletter: 'newsletter',
  productRequest: 'product_request',
  tradeApplication: 'trade_application',
} as const;
export type RecaptchaAction = (typeof RECAPTCHA_ACTIONS)[keyof typeof RECAPTCHA_ACTIONS];

/** The body field (JSON or multipart) that carries the token to the form's route. */
export const RECAPTCHA_TOKEN_FIELD = 'recaptchaToken';

/** The form-level error key of a refused check; each form shows its own translated sentence. */
export const RECAPTCHA_REFUSED = 'recaptcha';
