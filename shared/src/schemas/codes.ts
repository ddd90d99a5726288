import { z } from '../zod';
import { messages } from '../messages';
import { emailField, passwordField, requiredText, submittedCode, verificationTarget } from './fields';

const eitherTarget = <T extends { uuid?: string; email?: string }>(body: T) =>
  body.uuid !== undefined || body.email !== undefined;
const TARGET_REQUIRED = { path: ['uuid'], message: 'uuid or email is required.' };

/** POST /api/open/v1/user/email_verification_send_code: {uuid, code} or {email, code}. */
export const VerifyEmailBody = z.object({ ...verificationTarget, code: submittedCode }).refine(eitherTarget, TARGET_REQUIRED);
export type VerifyEmailRequest = z.input<typeof VerifyEmailBody>;

/** POST /api/open/v1/user/email_verification_resend_email: {uuid} or {email}. */
export const ResendVerificationBody = z.object(verificationTarget).refine(eitherTarget, TARGET_REQUIRED);
export type ResendVerificationRequest = z.input<typeof ResendVerificationBody>;

/** POST /api/open/v1/user/forget_password_send_email and forget_password_resend_email: {email}. */
export const ForgotPasswordBody = z.object({ email: emailField() });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordBody>;

/** The Forgot Password form (spec §5). */
export const ForgotPasswordForm = z.object({ email: emailField(messages.forgotPassword.required) });

/**
 * POST /api/open/v1/user/forget_password_send_code: the mailed code together with the address it
 * was sent to (docs/decisions/006). Answers content {resetToken}.
 */
export const ResetCodeBody = z.object({ email: emailField(), code: submittedCode });
export type ResetCodeRequest = z.input<typeof ResetCodeBody>;

/** POST /api/open/v1/user/forget_password_reset_password: code is the reset token. */
export const ResetPasswordBody = z.object({
  code: requiredText('code', 256, messages.resetPassword.missingCode),
  password: passwordField(messages.resetPassword.passwordTooShort),
});
export type ResetPasswordRequest = z.input<typeof ResetPasswordBody>;

/** The Reset Password form (spec §5): both fields required, 6+ characters, equal. */
export const ResetPasswordForm = z
  .object({
    password: passwordField(messages.resetPassword.passwordTooShort, messages.resetPassword.allFieldsRequired),
    confirmPassword: z.string().min(1, messages.resetPassword.allFieldsRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.resetPassword.passwordsDoNotMatch,
  });
