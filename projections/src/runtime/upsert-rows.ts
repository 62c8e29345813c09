import { sql, type Transaction } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- table names come from the projection at run time
type AnyTransaction = Transaction<any>;

/**
 * Writes rows to a read-model table in one statement, inserting new keys and replacing stored
 * ones: one array parameter per column, each cell the text a bound parameter would carry, cast
 * to its column's type in the statement. The statement does not grow with the rows (no parameter
 * per cell), so PostgreSQL parses and plans it as fast for 10,000 rows as for 10, and nothing
 * builds a query node per cell. Every row has the columns of the first.
 */
export async function upsertRows(trx: AnyTransaction, table: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  const columns = Object.keys(rows[0] ?? {});
  if (columns.length === 0) return;
  const types = await columnTypes(trx, table, columns);
  const cells = columns.map((column) => {
    const arrayColumn = types.get(column)!.endsWith('[]');
    return rows.map((row) => cell(row[column], arrayColumn));
  });
  const names = sql.join(columns.map((column) => sql.id(column)));
  const updates = columns.filter((column) => column !== 'id').map((column) => sql`${sql.id(column)} = excluded.${sql.id(column)}`);
  await sql`INSERT INTO ${sql.table(table)} (${names})
    SELECT ${sql.join(columns.map((column) => sql`given.${sql.id(column)}::${sql.raw(types.get(column)!)}`))}
      FROM unnest(${sql.join(cells.map((values) => sql`${values}::text[]`))}) AS given(${names})
    ON CONFLICT (id) DO ${updates.length > 0 ? sql`UPDATE SET ${sql.join(updates)}` : sql`NOTHING`}`.execute(trx);
}

/** What pg sends for a parameter: null, a Date in local time with its offset, an object as JSON, anything else as text. */
function cell(value: unknown, arrayColumn: boolean): unknown {
  if (value === undefined || value === null) return null;
  // An array cell of an array column (text[]) would become a second dimension of the column's array;
  // its own text form, which pg makes of what toPostgres returns, keeps it one value.
  return arrayColumn && Array.isArray(value) ? { toPostgres: () => value } : value;
}

/** format_type of each column, read once per table and process (migrations run before projections) and again for a column not seen yet. */
const typesByTable = new Map<string, ReadonlyMap<string, string>>();

async function columnTypes(trx: AnyTransaction, table: string, columns: readonly string[]): Promise<ReadonlyMap<string, string>> {
  let types = typesByTable.get(table);
  if (!types || columns.some((column) => !types!.has(column))) {
    const { rows } = await sql<{ name: string; type: string }>`SELECT attname AS name, format_type(atttypid, atttypmod) AS type
      FROM pg_attribute WHERE attrelid = ${table}::regclass AND attnum > 0 AND NOT attisdropped`.execute(trx);
    types = new Map(rows.map((row) => [row.name, row.type]));
    typesByTable.set(table, types);
  }
  const unknown = columns.find((column) => !types!.has(column));
  if (unknown) throw new Error(`Read-model table ${table} has no column ${unknown}`);
  return types;
}
