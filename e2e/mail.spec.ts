import { expect, test } from './support/fixtures';
import { latestMailTo } from './support/mail';
import { registerPlayer } from './support/players';
import { captureScreens } from './support/screens';
import { loadStackState } from './support/stack-state';

/**
 * Every mail a player can receive, as MailDev caught it from the real SMTP delivery: the HTML part
 * rendered in Chromium at phone and desktop width (screenshots saved), the code legible in it.
 */
test('the verification, reset-code and contact-receipt mails render with their content at both widths (screenshots saved)', async ({
  page,
  request,
}) => {
  const { apiUrl } = loadStackState();
  const player = await registerPlayer(request, 'mail-look');

  const verification = await latestMailTo(player.email, /is your PlayPrize verification code$/);
  const verificationCode = verification.subject.slice(0, 4);
  await page.setContent(verification.html);
  await expect(page.getByText(verificationCode, { exact: true })).toBeVisible();
  await expect(page.getByText('Hello Kamala,')).toBeVisible();
  expect(verification.text).toContain(verificationCode);
  await captureScreens(page, 'mail-verification-code');

  const reset = await request.post(`${apiUrl}/api/open/v1/user/forget_password_send_email`, { data: { email: player.email } });
  expect(reset.ok()).toBe(true);
  const resetMail = await latestMailTo(player.email, /is your PlayPrize password reset code$/);
  await page.setContent(resetMail.html);
  await expect(page.getByText(resetMail.subject.slice(0, 4), { exact: true })).toBeVisible();
  await captureScreens(page, 'mail-password-reset-code');

  const contact = await request.post(`${apiUrl}/api/open/contact-support`, {
    data: { firstName: 'Kamala', lastName: 'Silva', phone: '0771234567', email: player.email, message: 'Where is my reward?' },
  });
  expect(contact.ok()).toBe(true);
  const receipt = await latestMailTo(player.email, /^We received your message/);
  await page.setContent(receipt.html);
  await expect(page.getByText(/Your reference is #\d+\./)).toBeVisible();
  await captureScreens(page, 'mail-contact-receipt');
});
