import { bearer, type ApiClient, type EndpointCall } from 'shared';
import { IDENTITY_PHOTO_TYPES, MAX_IDENTITY_PHOTO_BYTES } from 'contract/identity';
import { operatorEndpoints } from 'contract/operator-endpoints';

type PhotoQuery = EndpointCall<typeof operatorEndpoints.getIdentityPhoto>['query'];

// The upload limit with room to spare: the client's default cap (2 MB) suits JSON answers, not photos.
const MAX_PHOTO_ANSWER_BYTES = MAX_IDENTITY_PHOTO_BYTES + 1024 * 1024;

/**
 * A card photo's bytes. Unlike every other call the answer is the image itself, not an envelope,
 * so this goes through the shared client directly (callEndpoint reads envelopes) and asks for a
 * Blob. The server answers Cache-Control: no-store; the caller keeps the Blob only while it shows it.
 */
export async function getIdentityPhoto(api: ApiClient, token: string, query: PhotoQuery, signal?: AbortSignal): Promise<Blob> {
  const { method, path } = operatorEndpoints.getIdentityPhoto;
  const { data } = await api.request<Blob>({
    method,
    url: path,
    params: query,
    headers: { ...bearer(token), Accept: IDENTITY_PHOTO_TYPES.join(', ') },
    responseType: 'blob',
    maxContentLength: MAX_PHOTO_ANSWER_BYTES,
    signal,
  });
  if (!(data instanceof Blob) || data.size === 0) throw new Error(`${path} answered no image.`);
  return data;
}
