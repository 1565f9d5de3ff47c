'use server';

import { z } from 'zod';
import { serverAction } from '../forms/action';
import { refuseForm, succeed, type ActionOutcome, type FormRefusal } from '../forms/action-result';
import { commerce } from '../commerce/client';
import { toCommerceError, fieldError } from '../commerce/errors';
import { DEFAULT_LOCALE, isLocale } from '../i18n/locales';
import { currentAccount } from '../session';
import { limitAction } from '../security/throttle';
import { notBefore, SIGN_IN_REFUSAL_FLOOR_MS } from '../security/timing';
import { clearSession, readTokenData } from '../auth/cookies';
import { passwordGrant, revokeToken } from '../auth/oauth';
import { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from '../auth/schemas';
import { RECAPTCHA_ACTIONS, RECAPTCHA_REFUSED } from '../recaptcha/actions';
import { verifyRecaptcha } from '../recaptcha/verify';
import { startSession } from './hand-over';

/**
 * Server actions of the authentication panel. Every one validates with the same zod schema as its
 * form; tokens go straight into httpOnly cookies and are never returned to the browser. Answers carry
 * message keys: field errors are `validation` keys, `form` errors are keys of the `auth` namespace.
 * Sign-in, sign-up and the password forms are rate limited per client and per e-mail
 * (lib/security/rate-limit.ts): over the limit the form says `rateLimited`.
 */
export type AuthResult = ActionOutcome<undefined, FormRefusal>;

const fail = (errors: Record<string, string>): AuthResult => refuseForm(errors);
/** The page's locale (the e-mails are written in it and link to its pages). */
const pageLocale = z.string().refine(isLocale, 'invalid').default(DEFAULT_LOCALE);

/** Signs in with the password grant, stores the tokens and joins the guest cart to the account. */
export const signIn = serverAction(z.tuple([signInSchema, pageLocale.optional()]), async (credentials, locale = DEFAULT_LOCALE): Promise<AuthResult> => {
  const startedAt = Date.now();
  if (!(await limitAction('signIn', credentials.email)).ok) return fail({ form: 'rateLimited' });
  const result = await passwordGrant(credentials.email, credentials.password);
  // A refusal takes as long for an unknown e-mail as for a wrong password (lib/security/timing.ts).
  if (!result.ok && result.reason === 'no-response') return fail({ form: 'unavailable' });
  if (!result.ok) return notBefore(startedAt, SIGN_IN_REFUSAL_FLOOR_MS, fail({ form: 'invalidCredentials' }));
  await startSession(result.token, locale);
  return succeed();
});

/**
 * Creates the account (consents default to false), then signs in as that account. When reCAPTCHA is
 * on, the token must pass its assessment first (form error `recaptcha`; lib/recaptcha/assess.ts).
 */
export const signUp = serverAction(z.tuple([signUpSchema, pageLocale.optional(), z.string().max(4096).optional()]), async (details, locale = DEFAULT_LOCALE, recaptchaToken): Promise<AuthResult> => {
  const { email, password, passwordConfirmation, commercialCommunication, personalizedCommunication } = details;
  if (!(await limitAction('signUp', email)).ok) return fail({ form: 'rateLimited' });
  if (!(await verifyRecaptcha(recaptchaToken, RECAPTCHA_ACTIONS.signUp)).ok) return fail({ form: RECAPTCHA_REFUSED });
  const created = await commerce.account.create({
    // The page's locale: the confirmation e-mail is written in it and links to its page (issue 39).
    locale,
    user: {
      email,
      password,
      password_confirmation: passwordConfirmation,
      commercial_communication: commercialCommunication,
      personalized_communication: personalizedCommunication,
      selected_locale: locale.split('-')[0],
    },
  } as unknown as Parameters<typeof commerce.account.create>[0]);
  if (created.isFail()) {
    const error = toCommerceError(created.fail());
    if (error.kind === 'no-response') return fail({ form: 'unavailable' });
    if (fieldError(error, 'email')) return fail({ email: 'emailTaken' });
    return fail({ form: 'signUpFailed' });
  }
  const result = await passwordGrant(email, password);
  if (!result.ok) return fail({ form: 'unavailable' });
  await startSession(result.token, locale);
  return succeed();
});

/** Revokes the token pair at the service and clears the cookies whatever the service says. */
export const signOut = serverAction(z.tuple([]), async (): Promise<ActionOutcome> => {
  const data = await readTokenData();
  if (data) await revokeToken(data.refresh_token || data.access_token);
  await clearSession();
  return succeed();
});

/**
 * Forgot password (POST passwords). The answer is the same whether or not the address has an
 * account, so the form cannot be used to find out who shops here. `locale` is the page's: the e-mail
 * is written in it and links to the reset page in it.
 */
export const requestPasswordReset = serverAction(z.tuple([forgotPasswordSchema, pageLocale.optional()]), async ({ email }, locale = DEFAULT_LOCALE): Promise<AuthResult> => {
  if (!(await limitAction('passwordReset', email)).ok) return fail({ form: 'rateLimited' });
  const result = await commerce.account.forgotPassword({ user: { email }, locale } as Parameters<typeof commerce.account.forgotPassword>[0]);
  if (result.isFail() && toCommerceError(result.fail()).kind === 'no-response') return fail({ form: 'unavailable' });
  return succeed();
});

/** Reset password (PATCH passwords/{token}); the shopper signs in afterwards with the new one. */
export const resetPassword = serverAction(z.tuple([resetPasswordSchema, z.string().min(1).max(256)]), async (passwords, token): Promise<AuthResult> => {
  // Per client only: the reset token is what a script would be guessing.
  if (!(await limitAction('passwordReset')).ok) return fail({ form: 'rateLimited' });
  const result = await commerce.account.resetPassword({
    reset_password_token: token,
    user: { password: passwords.password, password_confirmation: passwords.passwordConfirmation },
  });
  if (result.isFail()) {
    const error = toCommerceError(result.fail());
    return fail({ form: error.kind === 'no-response' ? 'unavailable' : 'resetInvalid' });
  }
  return succeed();
});

/** Spec §6 trade login: whether the signed-in account is a trade account (pending or approved). */
export const signedInAsTrade = serverAction(z.tuple([]), async (): Promise<ActionOutcome<boolean>> => succeed((await currentAccount())?.isTrade === true));
