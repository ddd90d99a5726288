/** @jest-environment node */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadScreen } from '../load-screen';

// The federation runtime is the edge here: it fetches manifests and scripts from other origins.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const loadRemoteMock = jest.mocked(loadRemote);

const HomeScreen = () => null;

// Rejections as the browser produces them: the remote's chunk loader (rspack's JSONP runtime)
// and the federation runtime wrapping the SDK's script loader for the remote entry.
function chunkError(type: 'error' | 'timeout' | 'missing') {
  const url = 'http://content.test/static/js/__federation_expose_Home.js';
  return Object.assign(new Error(`Loading chunk 214 failed.\n(${type}: ${url})`), { name: 'ChunkLoadError', type, request: url });
}

function entryError(originalMessage: string) {
  return new Error(
    '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008\n' +
      'args: {"remoteName":"content","resourceUrl":"http://content.test/remoteEntry.js"}\n' +
      'View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-008\n' +
      `Original Error Message:\n ${originalMessage}`,
  );
}

const failures = {
  'a chunk that did not download': chunkError('error'),
  'a remote entry that did not download': entryError(
    'ScriptNetworkError: Failed to load script "http://content.test/remoteEntry.js" - the script URL is unreachable or the server returned an error (network failure, 404, CORS, etc.)',
  ),
  'a chunk that timed out': chunkError('timeout'),
  'a chunk that downloaded but did not register': chunkError('missing'),
  'a remote entry that timed out': entryError('ScriptNetworkError: Script "http://content.test/remoteEntry.js" timed out.'),
  'a remote entry that threw': entryError(
    'ScriptExecutionError: Script "http://content.test/remoteEntry.js" loaded but threw a runtime error during execution: boom (http://content.test/remoteEntry.js:1:1)',
  ),
  'an unreachable manifest': new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'),
};

beforeEach(() => loadRemoteMock.mockReset());

describe('loadScreen', () => {
  it.each(['a chunk that did not download', 'a remote entry that did not download'] as const)(
    'tries %s once more, and that try is the answer',
    async (failure) => {
      loadRemoteMock.mockRejectedValueOnce(failures[failure]).mockResolvedValueOnce({ default: HomeScreen });
      await expect(loadScreen('content/Home')).resolves.toEqual({ default: HomeScreen });
      expect(loadRemoteMock).toHaveBeenCalledTimes(2);
      expect(loadRemoteMock).toHaveBeenLastCalledWith('content/Home');
    },
  );

  it('gives up when the script fails to download again', async () => {
    const again = chunkError('error');
    loadRemoteMock.mockRejectedValueOnce(failures['a chunk that did not download']).mockRejectedValueOnce(again);
    await expect(loadScreen('content/Home')).rejects.toBe(again);
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it.each([
    'a chunk that timed out',
    'a chunk that downloaded but did not register',
    'a remote entry that timed out',
    'a remote entry that threw',
    'an unreachable manifest',
  ] as const)('reports %s at once', async (failure) => {
    loadRemoteMock.mockRejectedValueOnce(failures[failure]).mockResolvedValueOnce({ default: HomeScreen });
    await expect(loadScreen('content/Home')).rejects.toBe(failures[failure]);
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });
});
