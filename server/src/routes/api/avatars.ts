import { endpoints } from 'contract/endpoints';
import { z } from 'zod';
import { AVATAR_URL_PATH, avatarImagePath, listAvatarImages, readAvatarImageFiles } from '../../domain/avatars';
import { ApiError, ok } from '../../http/envelope';
import { serveEndpoint } from '../../http/serve-endpoint';
import type { ApiRoutes } from './context';

const AvatarFileParams = z.object({ fileName: z.string() });

/** A file name always shows the same image (fixed seeds), so browsers may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /api/open/v1/avatar_image: the avatars a player can choose, and
 * GET /static/avatars/<file>: their images (SVG), served by this API host.
 */
export const avatarRoutes: ApiRoutes = async (app, { config, db }) => {
  serveEndpoint(app, endpoints.getAvatars, {
    schema: {},
    handler: async () => ok({ avatarImagePath: avatarImagePath(config), data: await listAvatarImages(db) }),
  });

  const files = readAvatarImageFiles();
  if (files.size === 0) app.log.warn('No avatar images found: run `npm run build -w server` to generate them.');

  app.get(`${AVATAR_URL_PATH}/:fileName`, { schema: { params: AvatarFileParams } }, async (request, reply) => {
    // Only names read from the folder at start-up: "../", encoded slashes and the like miss.
    const image = files.get(request.params.fileName);
    if (!image) throw ApiError.notFound('There is no such avatar image.');
    return (
      reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', IMMUTABLE)
        // An SVG opened directly must not run scripts or load anything (defence in depth).
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff')
        // The front ends show it in an <img> from their own origins: a no-cors load, which the
        // listener's Cross-Origin-Resource-Policy (same-origin) would block.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(image)
    );
  });
};
