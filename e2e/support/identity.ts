/** Identity verification in the e2e suite (ADR 031): made-up NICs, card photos, and a verification done through the API. */
import type { APIRequestContext } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { newNicNumber } from 'contract/nic';
import { operatorEndpoints } from 'contract/operator-endpoints';
import { endpoints } from 'contract/endpoints';
import { stackPorts } from '../../scripts/lib/stack';
import { pngBytes, sidewaysJpeg } from '../../server/test/support/identity-photos';
import { APPROVER } from './operators';
import { loadStackState } from './stack-state';
import type { TestPlayer } from './test-player';

/** A new-card NIC of the player's date of birth (random serial). */
export const nicOf = (player: Pick<TestPlayer, 'dateOfBirth'>) => newNicNumber(player.dateOfBirth, 'female', randomInt(100_000));

/** A card photo as the file picker takes it. */
export const cardPhotoFile = (name: string) => ({ name, mimeType: 'image/png', buffer: pngBytes(320, 200) });

/** A card photo from a phone held upright: 200 × 320 upright, stored on its side with EXIF orientation 6. */
export const sidewaysCardPhotoFile = async (name: string) => ({ name, mimeType: 'image/jpeg', buffer: await sidewaysJpeg(200, 320) });

/** An access token through the password grant, as the shell gets one. */
export async function accessToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const clientId = process.env.CLIENT_ID ?? 'player-web';
  const secret = process.env.CLIENT_SECRET ?? 'player-web-secret';
  const response = await request.post(`http://localhost:${stackPorts().identity}/realms/players/protocol/openid-connect/token`, {
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` },
    form: { grant_type: 'password', client_id: clientId, username: email, password },
  });
  if (!response.ok()) throw new Error(`sign-in of ${email} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The player sends their NIC and photos, and the seeded approver approves it: both through the API. */
export async function verifyIdentityThroughApi(request: APIRequestContext, player: TestPlayer): Promise<void> {
  const { apiUrl } = loadStackState();
  const token = await accessToken(request, player.email, player.password);
  const submitted = await request.post(`${apiUrl}${endpoints.submitIdentityVerification.path}`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      uuid: player.uuid,
      nic: nicOf(player),
      nicFullName: `${player.firstName} ${player.lastName}`,
      nicFront: cardPhotoFile('front.png'),
      nicBack: cardPhotoFile('back.png'),
    },
  });
  if (!submitted.ok()) throw new Error(`identity submission failed: ${submitted.status()} ${await submitted.text()}`);
  const approverToken = await accessToken(request, APPROVER.email, APPROVER.password);
  const list = await request.get(
    `${apiUrl}${operatorEndpoints.listIdentityReviews.path}?status=under_review&q=${encodeURIComponent(player.email)}`,
    {
      headers: { authorization: `Bearer ${approverToken}` },
    },
  );
  const { content } = (await list.json()) as { content: { items: { id: string }[] } };
  const approved = await request.post(`${apiUrl}${operatorEndpoints.approveIdentity.path}`, {
    headers: { authorization: `Bearer ${approverToken}` },
    data: { id: content.items[0]?.id },
  });
  if (!approved.ok()) throw new Error(`identity approval failed: ${approved.status()} ${await approved.text()}`);
}
