import { z } from '../zod';
import * as messages from '../messages';
import {
  emailField,
  filledInFields,
  filledInFirst,
  passwordField,
  requiredText,
  submittedCode,
  typedPassword,
  verificationTarget,
} from './fields';

const eitherTarget = <T extends { uuid?: string; email?: string }>(body: T) => body.uuid !== undefined || body.email !== undefined;
const TARGET_REQUIRED = { path: ['uuid'], message: 'uuid or email is required.' };

/** POST /api/open/v1/user/email_verification_send_code: {uuid, code} or {email, code}. */
export const VerifyEmailBody = z.object({ ...verificationTarget, code: submittedCode }).refine(eitherTarget, TARGET_REQUIRED);

/** POST /api/open/v1/user/email_verification_resend_email: {uuid} or {email}. */
export const ResendVerificationBody = z.object(verificationTarget).refine(eitherTarget, TARGET_REQUIRED);

/** POST /api/open/v1/user/forget_password_send_email and forget_password_resend_email: {email}. */
export const ForgotPasswordBody = z.object({ email: emailField() });

/** The Forgot Password form (spec §5): the e-mail, required in the spec's words. */
export const ForgotPasswordForm = z.object({ email: emailField(messages.forgotPassword.required) });

/**
 * POST /api/open/v1/user/forget_password_send_code: the mailed code together with the address it
 * was sent to (docs/decisions/006). Answers content {resetToken}.
 */
export const ResetCodeBody = z.object({ email: emailField(), code: submittedCode });

/** POST /api/open/v1/user/forget_password_reset_password: code is the reset token. */
export const ResetPasswordBody = z.object({
  code: requiredText('code', 256, messages.resetPassword.missingCode),
  password: passwordField(messages.resetPassword.passwordTooShort),
});

/**
 * The Reset Password form (spec §5): the reset token from the code step (session storage), both
 * fields filled in, then the request's password rule and the confirmation.
 */
export const ResetPasswordForm = filledInFirst(
  {
    ...filledInFields(['code'], messages.resetPassword.missingCode),
    password: typedPassword(messages.resetPassword.allFieldsRequired),
    confirmPassword: typedPassword(messages.resetPassword.allFieldsRequired),
  },
  ResetPasswordBody.extend({ confirmPassword: z.string() }).refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.resetPassword.passwordsDoNotMatch,
  }),
);
