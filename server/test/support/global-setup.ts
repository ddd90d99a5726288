import { ensureAvatars } from '../../scripts/generate-avatars';
import { buildTemplates } from './templates';

export default async function globalSetup(): Promise<void> {
  // The API serves the generated avatar images; a fresh checkout has none until a build.
  ensureAvatars();
  await buildTemplates();
}
