import { parseAppConfig } from '../config/app-config';
import { testConfig } from '../testing/render';

describe('parseAppConfig', () => {
  it('accepts a complete configuration', () => {
    expect(parseAppConfig(JSON.parse(JSON.stringify(testConfig)))).toEqual(testConfig);
  });

  it('drops fields the configuration does not define', () => {
    const withExtras = { ...testConfig, debug: true, identity: { ...testConfig.identity, secret: 'x' } };
    expect(parseAppConfig(withExtras)).toEqual(testConfig);
  });

  it("names every problem in one message, the settings' and the micro-frontends'", () => {
    const broken = { ...testConfig, apiBaseUrl: 'not a url', microFrontends: { ...testConfig.microFrontends, wallet: undefined } };
    expect(() => parseAppConfig(broken)).toThrow(
      'config.json is invalid: apiBaseUrl: expected an http(s) URL; microFrontends.wallet: expected a list of one or more versions',
    );
  });

  it('refuses a document without its discovery schema, once for a document that is no object', () => {
    expect(() => parseAppConfig({ ...testConfig, schema: undefined })).toThrow(
      'config.json is invalid: schema: expected "https://mfewg.org/schema/v1-pre.json"',
    );
    expect(() => parseAppConfig('{}')).toThrow(/^config\.json is invalid: \(root\): expected an object$/);
  });

  it.each([
    ['a URL of another protocol', { ...testConfig, apiBaseUrl: 'ftp://example.com' }, 'apiBaseUrl: expected an http(s) URL'],
    ['an empty realm', { ...testConfig, identity: { ...testConfig.identity, realm: '' } }, 'identity.realm: expected non-empty text'],
    [
      'a support address that is no e-mail',
      { ...testConfig, support: { ...testConfig.support, email: 'help' } },
      'support.email: expected an e-mail address',
    ],
    ['a missing section', { ...testConfig, identity: undefined }, 'identity: expected an object'],
    ['a list instead of an object', [], '(root): expected an object'],
  ])('refuses %s', (_, raw, problem) => {
    expect(() => parseAppConfig(raw)).toThrow(`config.json is invalid: ${problem}`);
  });
});
