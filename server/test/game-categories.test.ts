import { GAME_CATEGORIES } from '../src/seed/seed';
import { describeEachDatabase } from './support/database';
import { okContent } from './support/http';
import { stackFor } from './support/test-apps';

describeEachDatabase('GET /api/open/v1/game_category', (context) => {
  const stack = stackFor(context);

  it('lists every category as {id, name} by id, lower-case, without a token', async () => {
    const categories = okContent(await stack.api.inject('/api/open/v1/game_category')) as { id: number; name: string }[];
    expect(categories.map((category) => category.name)).toEqual(GAME_CATEGORIES);
    expect(categories.map((category) => category.name)).toEqual(expect.arrayContaining(['classic', 'board', 'arcade', 'strategy']));
    for (const category of categories) {
      expect(Object.keys(category).sort()).toEqual(['id', 'name']);
      expect(category.name).toBe(category.name.toLowerCase());
    }
    const ids = categories.map((category) => category.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});
