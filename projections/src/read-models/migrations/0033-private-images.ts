import type { Kysely } from 'kysely';

/** Private images (docs/uploads.md): who uploaded each ID document and support screenshot, looked up by the file's name. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('private_images')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('uploader_id', 'uuid', (column) => column.notNull())
    .addColumn('uploaded_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('private_images_name').on('private_images').column('name').execute();
  await db.schema.createIndex('private_images_uploader').on('private_images').column('uploader_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('private_images').execute();
}
