import { removeTemplates } from './templates';

export default function globalTeardown(): void {
  removeTemplates();
}
