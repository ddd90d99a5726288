import { z } from '../zod';
import { messages } from '../messages';
import { emailField, passwordField, requiredText, submittedCode, verificationTarget } from './fields';

const eitherTarget = <T extends { uuid?: string; email?: string }>(body: T) =>
  body.uuid !== undefined || body.email !== undefined;
const TARGET_REQUIRED = { path: ['uuid'], message: 'uuid or email is required.' };

/** POST /api/open/v1/user/email_verification_send_code: {uuid, code} or {email, code}. */
export const VerifyEmailBody = z.object({ ...verificationTarget, code: submittedCode }).refine(eitherTarget, TARGET_REQUIRED);

/** POST /api/open/v1/user/email_verification_resend_email: {uuid} or {email}. */
export const ResendVerificationBody = z.object(verificationTarget).refine(eitherTarget, TARGET_REQUIRED);

/** POST /api/open/v1/user/forget_password_send_email and forget_password_resend_email: {email}. */
export const ForgotPasswordBody = z.object({ email: emailField() });

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
