import { buildTemplates } from './templates';

export default async function globalSetup(): Promise<void> {
  await buildTemplates();
}
