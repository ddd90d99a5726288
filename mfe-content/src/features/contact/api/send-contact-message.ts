import type { ApiClient, Envelope } from 'shared';

export interface ContactMessage {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  message: string;
}

/** Success is status true with content "done" (spec §7). */
export async function sendContactMessage(api: ApiClient, message: ContactMessage): Promise<boolean> {
  const { data } = await api.post<Envelope<unknown>>('/api/open/contact-support', message);
  return data.status === true && data.content === 'done';
}
