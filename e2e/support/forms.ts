/** Forms filled in as a person does, for the specs that vary only what happens after the press. */
import type { Page } from '@playwright/test';
import { uniqueEmail } from './players';

export async function fillContactForm(page: Page): Promise<void> {
  await page.goto('/contact');
  await page.getByLabel('First name').fill('Nimal');
  await page.getByLabel('Last name').fill('Perera');
  await page.getByLabel('Email').fill(uniqueEmail('degraded-contact'));
  await page.getByLabel('Phone').fill('0771234567');
  await page.getByLabel('Message').fill('Is my reward on its way?');
}

/** Registration filled in for a new player at `email` (the country list is read while the page loads). */
export async function fillRegistrationForm(page: Page, email: string): Promise<void> {
  await page.goto('/get-started/');
  await page.getByLabel('First name').fill('Ruwan');
  await page.getByLabel('Last name').fill('Fernando');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Country').selectOption({ label: 'Sri Lanka' });
  await page.getByLabel('Mobile').fill('0712345678');
  await page.getByLabel('Date of birth').fill('1996-08-20');
  await page.getByLabel('Password', { exact: true }).fill('ruwan-pass');
  await page.getByLabel('Confirm password', { exact: true }).fill('ruwan-pass');
}
