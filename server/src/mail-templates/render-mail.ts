import { render } from '@react-email/render';
import type { ReactElement } from 'react';

/** A template's HTML and its plain-text alternative, both from the one template. */
export async function renderMail(template: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(template), render(template, { plainText: true })]);
  return { html, text };
}
