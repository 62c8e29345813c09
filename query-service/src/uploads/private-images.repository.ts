import { PRIVATE_IMAGE_PATH, type Actor } from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import { sql, type Kysely } from 'kysely';

/** Who may see a private image (docs/uploads.md), from who uploaded it and the support threads it was sent in. */
export class PrivateImagesRepository {
  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  /**
   * Only an image someone still holds (an erased uploader's rows are gone): admins any such image;
   * anyone else one they uploaded, or one sent in a thread of a ticket they opened (support's
   * screenshot to them, until the admin who sent it is erased).
   */
  async maySee(name: string, actor: Actor): Promise<boolean> {
    const uploads = this.db.selectFrom('private_images').select(sql<number>`1`.as('one')).where('name', '=', name);
    if ((await uploads.executeTakeFirst()) === undefined) return false;
    if (actor.role === 'admin') return true;
    if (await uploads.where('uploader_id', '=', actor.id).executeTakeFirst()) return true;
    const sentToThem = await this.db
      .selectFrom('support_ticket_entries')
      .select(sql<number>`1`.as('one'))
      .where('customer_id', '=', actor.id)
      .where(sql<boolean>`${PRIVATE_IMAGE_PATH + name} = ANY(images)`)
      .executeTakeFirst();
    return sentToThem !== undefined;
  }
}
