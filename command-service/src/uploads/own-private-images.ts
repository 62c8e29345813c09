import { privateImageNameOf, privateImageStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { refuseField } from '@nakshatra/platform';

/**
 * Refuses a private image the actor did not upload themselves (`field.not_your_upload` at `path`).
 * Attaching one lets others see it (admins an application's ID document, a ticket's opener support's
 * screenshot), so a name learnt elsewhere must never become a way to read someone's document.
 */
export async function assertOwnPrivateImages(store: EventStore, actorId: string, fields: readonly { readonly path: string; readonly url: string }[]): Promise<void> {
  for (const { path, url } of fields) {
    const uploads = await store.readStream(privateImageStreamName(privateImageNameOf(url)));
    if (!uploads.some((upload) => upload.metadata.actor.id === actorId && (upload.data as { url?: unknown }).url === url)) throw refuseField(path, 'field.not_your_upload');
  }
}

/** A message's screenshots as the fields a refusal names (`images.0`, …). */
export const imageFields = (images: readonly string[]) => images.map((url, index) => ({ path: `images.${index}`, url }));
