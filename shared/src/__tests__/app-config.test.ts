import { parseAppConfig } from '../config/app-config';
import { testConfig } from '../testing/render';

describe('parseAppConfig', () => {
  it('accepts a complete configuration', () => {
    expect(parseAppConfig(JSON.parse(JSON.stringify(testConfig)))).toEqual(testConfig);
  });

  it('names every problem in one message', () => {
    const broken = { ...testConfig, apiBaseUrl: 'not a url', remotes: { ...testConfig.remotes, wallet: undefined } };
    expect(() => parseAppConfig(broken)).toThrow(/config\.json is invalid: apiBaseUrl: .*; remotes\.wallet: /);
  });
});
