import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { nginxBinary, renderNginxSite } from '../../../scripts/lib/nginx';
import { freePort, startProcess } from './http';

/** The shell's nginx on a free port, rendered by render.sh over `build` into `<workDir>/nginx`, ready to answer. */
export async function startShellNginx(
  workDir: string,
  build: string,
  urls: Record<string, string>,
): Promise<{ nginx: ChildProcess; shellUrl: string; documentFile: string }> {
  const port = await freePort();
  const folder = path.join(workDir, 'nginx');
  const args = renderNginxSite(folder, { documentRoot: build, listen: `127.0.0.1:${port}`, shell: true, urls });
  const shellUrl = `http://127.0.0.1:${port}`;
  return {
    nginx: await startProcess(nginxBinary, args, `${shellUrl}/index.html`),
    shellUrl,
    documentFile: path.join(folder, 'config.json'),
  };
}
