import { callApi, isApiFailure } from '../../../lib/api-client';

/**
 * The ICE servers this participant's RTCPeerConnection gets for a call: STUN, and TURN with a
 * credential the server minted for this user (`create_call_credentials`, docs/calls.md, "Media").
 * Asked before each connection, so a reconnect after the credential's expiry gets a fresh one. If
 * the server cannot answer, none: host candidates still connect two browsers on one machine or LAN.
 */
export async function iceServersForCall(sessionId: string): Promise<RTCIceServer[]> {
  const answer = await callApi('create_call_credentials', { params: { id: sessionId }, body: {} });
  if (isApiFailure(answer)) return [];
  return answer.data.ice_servers.map(({ urls, username, credential }) => ({ urls, ...(username ? { username } : {}), ...(credential ? { credential } : {}) }));
}
