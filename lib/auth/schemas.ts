/**
 * The authentication and account forms (spec §3 sign-up, §5 account messages), shared by the
 * client forms (react-hook-form) and the server actions that check the same schema again.
 * Messages are keys of the `validation` namespace (see lib/forms/validation.ts).
 */
import { z } from 'zod';
import { email, text, validationMessage } from '../forms/validation';

/** Sign-up password limits (spec §5 leaves the values open; the service accepts 6 to 128). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export const emailStepSchema = z.object({ email });

export const signInSchema = z.object({
  email,
  password: z.string().min(1, validationMessage('passwordInsert')),
});

export const newPassword = z
  .string()
  .min(1, validationMessage('passwordSet'))
  .min(PASSWORD_MIN, validationMessage('tooShort', PASSWORD_MIN))
  .max(PASSWORD_MAX, validationMessage('tooLong', PASSWORD_MAX));

export const confirmation = z.string().min(1, validationMessage('passwordConfirm'));

export function matching<T extends { password: string; passwordConfirmation: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.passwordConfirmation && value.password !== value.passwordConfirmation) {
    ctx.addIssue({ code: 'custom', path: ['passwordConfirmation'], message: validationMessage('passwordMismatch') });
  }
}

export const signUpSchema = z
  .object({
    email,
    password: newPassword,
    passwordConfirmation: confirmation,
    /** Both consents default to false (spec §3). */
    commercialCommunication: z.boolean().default(false),
    personalizedCommunication: z.boolean().default(false),
  })
  .superRefine(matching);
export type SignUpInput = z.input<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({ password: newPassword, passwordConfirmation: confirmation })
  .superRefine(matching);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const profileSchema = z.object({
  firstName: text(1, 100),
  lastName: text(1, 100),
  email,
  commercialCommunication: z.boolean(),
  personalizedCommunication: z.boolean(),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** The address book's rules live with the other address rules (lib/address). */
export { addressBookSchemaFor as addressSchemaFor,  } from '../address/schema';

/** Spec §5 "Lists: Required". */
export const listSchema = z.object({
  name: z.string().trim().min(1, validationMessage('required')).max(100, validationMessage('tooLong', 100)),
  description: z.string().trim().max(500, validationMessage('tooLong', 500)).optional().default(''),
});
export type ListInput = z.input<typeof listSchema>;

export const orderNumberSchema = z.object({ number: z.string().trim().min(1, validationMessage('required')).max(32, validationMessage('tooLong', 32)) });
