import { AVATARS } from '../src/seed/seed';
import { describeEachDatabase } from './support/database';
import { stackFor } from './support/test-apps';

interface AvatarListContent {
  avatarImagePath: string;
  data: { id: number; name: string; avatarImageUrl: string }[];
}

describeEachDatabase('avatar images', (context) => {
  const stack = stackFor(context);

  const listAvatars = async (): Promise<AvatarListContent> => {
    const response = await stack.api.inject('/api/open/v1/avatar_image');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: true, error_code: 'NO_ERROR', message: 'OK' });
    return body.content;
  };

  it('lists the seeded avatars by id, with the base path of their images, without a token', async () => {
    const content = await listAvatars();
    expect(content.avatarImagePath).toBe('http://localhost:8080/static/avatars');
    expect(content.data.length).toBeGreaterThanOrEqual(9);
    expect(content.data.map((avatar) => avatar.avatarImageUrl)).toEqual(AVATARS.map((avatar) => avatar.fileName));
    const ids = content.data.map((avatar) => avatar.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    for (const avatar of content.data) {
      expect(Object.keys(avatar).sort()).toEqual(['avatarImageUrl', 'id', 'name']);
      expect(avatar.name).not.toBe('');
    }
  });

  it('serves every listed image as a cacheable SVG under the announced path', async () => {
    const { avatarImagePath, data } = await listAvatars();
    const bodies = new Set<string>();
    for (const avatar of data) {
      const url = new URL(`${avatarImagePath}/${avatar.avatarImageUrl}`);
      const response = await stack.api.inject(url.pathname);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/);
      expect(response.body).not.toMatch(/<script/i);
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(data.length); // real, distinct pictures
  });

  it.each([
    'avatar-99.svg',
    'AVATAR-01.SVG',
    'avatar-01.svg%00',
    'avatar-01.svg/',
    '..%2Fpackage.json',
    '%2E%2E%2F%2E%2E%2Fpackage.json',
    '..%5C..%5Cpackage.json',
    '../../package.json',
    '..%252Fpackage.json',
    '.',
  ])('answers 404 with an envelope for %s', async (fileName) => {
    const response = await stack.api.inject(`/static/avatars/${fileName}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: false, error_code: 'NOT_FOUND', content: null });
    expect(response.json().message).toEqual(expect.any(String));
  });
});
