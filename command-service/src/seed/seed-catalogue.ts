import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { contentCreateSchema } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import type { CommandBus } from '@nestjs/cqrs';
import { CreateContentItem } from '../content/commands/create-content-item/create-content-item.command.js';
import { eventMetadata, type CommandMetadata } from '../shared/command-metadata.js';
import { StoreImage } from '../uploads/commands/store-image/store-image.command.js';
import { ApplyAsAstrologer } from '../astrologers/commands/apply-as-astrologer/apply-as-astrologer.command.js';
import { ReviewAstrologer } from '../astrologers/commands/review-astrologer/review-astrologer.command.js';
import { SetAvailability } from '../astrologers/commands/set-availability/set-availability.command.js';
import { phoneNumber, userIdForPhone } from '../users/user-id.js';
import { DEMO_ASTROLOGERS } from './demo-astrologers.js';
import { demoCatalogue, seedImageNames, type SeedItem } from './demo-catalogue.js';

/** Written once the demo catalogue is in, so seeding again is a no-op. */
const MARKER_STREAM = 'seed-demo-catalogue';
const IMAGES_DIR = new URL('../../seed-images/', import.meta.url);

export async function isSeeded(store: EventStore): Promise<boolean> {
  return (await store.readStream(MARKER_STREAM, { maxCount: 1 })).length > 0;
}

/**
 * Writes the demo catalogue through the same commands an admin's calls become (so it is all
 * events): the bundled images first (StoreImage), then every item (CreateContentItem), resolving
 * `image:<name>` to the uploaded URL and `ref:<name>` to the id of an item created earlier.
 */
export async function seedCatalogue(commandBus: CommandBus, store: EventStore, meta: CommandMetadata, today: string): Promise<number> {
  const items: readonly SeedItem[] = demoCatalogue(today);
  const images = new Map<string, string>();
  for (const name of seedImageNames(items, DEMO_ASTROLOGERS.map((astrologer) => astrologer.portrait))) {
    images.set(name, (await commandBus.execute(new StoreImage(await bundledImage(name), 'public', meta))).url);
  }
  const ids = new Map<string, string>();
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (typeof value !== 'string') return value;
    if (value.startsWith('image:')) return images.get(value.slice('image:'.length)) ?? fail(`no bundled image ${value}`);
    if (value.startsWith('ref:')) return ids.get(value.slice('ref:'.length)) ?? fail(`no earlier item ${value}`);
    return value;
  };
  for (const item of items) {
    // Checked and completed (defaults, cleaned rich text) by create_X's own schema, as an admin's item would be.
    const fields = contentCreateSchema(item.family).parse(Object.fromEntries(Object.entries(item.fields).map(([key, value]) => [key, resolve(value)])));
    const { id } = await commandBus.execute(new CreateContentItem(item.family, fields, meta));
    if (item.ref) ids.set(item.ref, id);
  }
  await seedDemoAstrologers(commandBus, images, meta);
  await store.appendToStream(MARKER_STREAM, [{ id: randomUUID(), type: 'DemoCatalogueSeeded', data: { items: items.length, today }, metadata: eventMetadata(meta, new Date()) }], {
    expectedRevision: 'any',
  });
  return items.length;
}

const bundledImage = (name: string): Promise<Buffer> => readFile(fileURLToPath(new URL(`${name}.webp`, IMAGES_DIR)));

/**
 * Each demo astrologer applies with their own number (as if logged in with it) and their portrait
 * (also uploaded, privately, standing in for the ID document), and is approved, as an admin would. Most then switch
 * online and back offline as at the console, so the lists say when they were last online instead of
 * nothing; they end offline, since nobody sits at a demo astrologer to answer a chat.
 */
async function seedDemoAstrologers(commandBus: CommandBus, images: ReadonlyMap<string, string>, meta: CommandMetadata): Promise<void> {
  for (const { portrait, wasOnline, ...astrologer } of DEMO_ASTROLOGERS) {
    const userId = userIdForPhone(phoneNumber(astrologer.country_code, astrologer.phone));
    const photoUrl = images.get(portrait) ?? fail(`no bundled image ${portrait}`);
    const asApplicant = { ...meta, actor: { id: userId, role: 'customer' as const } };
    const idDocument = await commandBus.execute(new StoreImage(await bundledImage(portrait), 'private', asApplicant));
    const applied = await commandBus.execute(new ApplyAsAstrologer(userId, { ...astrologer, img_url: photoUrl, id_document_url: idDocument.url }, asApplicant));
    await commandBus.execute(new ReviewAstrologer(applied.view.id, { action: 'approve' }, meta));
    if (!wasOnline) continue;
    const asAstrologer = { ...meta, actor: { id: userId, role: 'astrologer' as const } };
    await commandBus.execute(new SetAvailability(userId, { status: 'online' }, asAstrologer));
    await commandBus.execute(new SetAvailability(userId, { status: 'offline' }, asAstrologer));
  }
}

function fail(message: string): never {
  throw new Error(`demo catalogue: ${message}`);
}

