/**
 * The account's profile form (spec §3 user fields), shared by the client form and the server action:
 * changing the e-mail — the sign-in name and where password resets go — asks for the current
 * password, which the commerce service checks (`current_password`, 422 without it or when wrong).
 */
import { z } from 'zod';
import { confirmation, matching, newPassword, profileSchema } from '../auth/schemas';
import { validationMessage } from '../forms/validation';

export function emailChanged(currentEmail: string, email: string): boolean {
  return email.trim().toLowerCase() !== currentEmail.trim().toLowerCase();
}

/** `currentEmail` is the account's e-mail now: the password is asked for only when it changes. */
export function profileUpdateSchema(currentEmail: string) {
  return profileSchema.extend({ currentPassword: z.string().optional().default('') }).superRefine((value, ctx) => {
    if (emailChanged(currentEmail, value.email) && !value.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: validationMessage('passwordInsert') });
    }
  });
}

export type ProfileUpdateInput = z.input<ReturnType<typeof profileUpdateSchema>>;

/** A new password, behind the current one (the commerce service checks it and limits wrong ones). */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, validationMessage('passwordInsert')),
    password: newPassword,
    passwordConfirmation: confirmation,
  })
  .superRefine(matching);

export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
