/**
 * es_append_batch announces the appends it writes here (append-announcements.ts): the payload is
 * the transaction id, the commit part of their positions.
 */
export const APPENDED_CHANNEL = 'es_appended';
/** Answered by es_append_batch when the expected revision does not match; the detail carries the actual revision (-1: no stream). */
export const WRONG_EXPECTED_REVISION_SQLSTATE = 'ES409';
/** Raised when some of the event ids are already stored, but not as a repeat of one earlier append. */
export const PARTIALLY_STORED_SQLSTATE = 'ES422';

/**
 * es_stored_append(stream, events): the stored last event when every id is already stored in this
 * stream at consecutive revisions in the given order (the append is a repeat); no row when none is
 * stored; PARTIALLY_STORED otherwise. Only es_append_batch calls it, and only off its hot path.
 */
const STORED_APPEND_FUNCTION_SQL = `
CREATE OR REPLACE FUNCTION es_stored_append(p_stream text, p_events jsonb,
  OUT stored_revision bigint, OUT stored_commit_position xid8, OUT stored_prepare_position bigint)
RETURNS SETOF record
LANGUAGE plpgsql AS $$
DECLARE
  v_count bigint := jsonb_array_length(p_events);
  v_stored bigint;
  v_stored_in_stream bigint;
  v_consecutive boolean;
BEGIN
  SELECT count(*),
         count(*) FILTER (WHERE e.stream_name = p_stream),
         min(e.stream_revision - given.ordinal) = max(e.stream_revision - given.ordinal)
    INTO v_stored, v_stored_in_stream, v_consecutive
    FROM jsonb_array_elements(p_events) WITH ORDINALITY AS given(event, ordinal)
    JOIN es_events e ON e.event_id = (given.event ->> 'id')::uuid;

  IF v_stored = 0 THEN
    RETURN;
  END IF;
  IF v_stored <> v_count OR v_stored_in_stream <> v_count OR NOT v_consecutive THEN
    RAISE EXCEPTION USING ERRCODE = '${PARTIALLY_STORED_SQLSTATE}',
      MESSAGE = format('stream %s: %s of the %s event ids are already stored, so this append is neither new nor a repeat', p_stream, v_stored, v_count);
  END IF;
  RETURN QUERY
    SELECT e.stream_revision, e.transaction_id, e.global_position FROM es_events e
     WHERE e.event_id = (p_events -> (v_count - 1)::int ->> 'id')::uuid;
END
$$;
`;

/**
 * es_append_batch(appends): every append goes through here, alone or with others that share its
 * transaction and commit (group commit, append-batcher.ts). appends: [{stream, expected, events}],
 * at most one per stream (the batcher sees to it; a second one makes the upsert fail, and the
 * batch is then retried append by append). expected is 'no_stream' | 'stream_exists' | 'any' | a
 * decimal revision; revisions are 0-based, and a stream without events has revision -1.
 *
 * Set-based, so the cost of a batch is a few statements however many appends it holds: one upsert
 * locks every stream row (in name order, so two batches never deadlock) and reserves revisions,
 * one insert writes every event. Each append is still answered on its own, one row each in batch
 * order: a failed expectation hands its revisions back and comes back as an error row while the
 * others go through. Idempotency is checked only when something points to a repeat: the
 * expectation fails (a retry arriving after its original) or an event id is already stored. An
 * append mixing stored and new ids raises PARTIALLY_STORED, failing the batch, whose appends the
 * batcher then sends one by one, so only that append fails. A transaction that wrote an event
 * announces itself on APPENDED_CHANNEL, heard by the listeners once it commits.
 */
const APPEND_BATCH_FUNCTION_SQL = `
CREATE OR REPLACE FUNCTION es_append_batch(p_appends jsonb)
RETURNS TABLE (ordinal bigint, next_revision bigint, commit_position xid8, prepare_position bigint,
  error_code text, error_message text, error_detail text)
LANGUAGE plpgsql AS $$
DECLARE
  v_streams text[];
  v_expected text[];
  v_counts bigint[];
  v_current bigint[];  -- each stream's revision before this batch
  v_passed boolean[];
  v_inserted bigint[];
  v_last_position bigint[];
  i int;
BEGIN
  -- Lock the streams and reserve the revisions every append would take.
  WITH given AS (
    SELECT a.value ->> 'stream' AS stream, a.value ->> 'expected' AS expected, jsonb_array_length(a.value -> 'events')::bigint AS count, a.n
      FROM jsonb_array_elements(p_appends) WITH ORDINALITY AS a(value, n)
  ), reserved AS (
    INSERT INTO es_streams AS s (stream_name, revision)
    SELECT stream, count - 1 FROM given ORDER BY stream
    ON CONFLICT (stream_name) DO UPDATE SET revision = s.revision + excluded.revision + 1
    RETURNING s.stream_name, s.revision
  )
  SELECT array_agg(g.stream ORDER BY g.n), array_agg(g.expected ORDER BY g.n), array_agg(g.count ORDER BY g.n),
         array_agg(r.revision - g.count ORDER BY g.n)
    INTO v_streams, v_expected, v_counts, v_current
    FROM given g JOIN reserved r ON r.stream_name = g.stream;

  SELECT array_agg(CASE v_expected[n]
                     WHEN 'any' THEN true
                     WHEN 'no_stream' THEN v_current[n] = -1
                     WHEN 'stream_exists' THEN v_current[n] >= 0
                     ELSE v_current[n] = v_expected[n]::bigint
                   END ORDER BY n)
    INTO v_passed FROM generate_subscripts(v_streams, 1) AS n;
  IF false = ANY (v_passed) THEN
    UPDATE es_streams s SET revision = v_current[n]
      FROM generate_subscripts(v_streams, 1) AS n
     WHERE NOT v_passed[n] AND s.stream_name = v_streams[n];
  END IF;

  -- The events of the appends that passed, in batch order; an id already stored is skipped here and looked at below.
  WITH inserted AS (
    INSERT INTO es_events (stream_name, stream_revision, event_id, event_type, data, metadata)
    SELECT v_streams[a.n], v_current[a.n] + e.n, (e.value ->> 'id')::uuid, e.value ->> 'type', e.value -> 'data', e.value -> 'metadata'
      FROM jsonb_array_elements(p_appends) WITH ORDINALITY AS a(value, n),
           jsonb_array_elements(a.value -> 'events') WITH ORDINALITY AS e(value, n)
     WHERE v_passed[a.n]
     ORDER BY a.n, e.n
    ON CONFLICT (event_id) DO NOTHING
    RETURNING stream_name, global_position
  ), per_stream AS (
    SELECT stream_name, count(*) AS inserted, max(global_position) AS last_position FROM inserted GROUP BY stream_name
  )
  SELECT array_agg(coalesce(p.inserted, 0) ORDER BY n), array_agg(p.last_position ORDER BY n)
    INTO v_inserted, v_last_position
    FROM generate_subscripts(v_streams, 1) AS n LEFT JOIN per_stream p ON p.stream_name = v_streams[n];

  -- Delivered to every listener when this transaction commits, and not at all if it rolls back.
  IF 0 < ANY (v_inserted) THEN
    PERFORM pg_notify('${APPENDED_CHANNEL}', pg_current_xact_id()::text);
  END IF;

  FOR i IN 1 .. cardinality(v_streams) LOOP
    ordinal := i;
    error_code := NULL; error_message := NULL; error_detail := NULL;
    IF v_passed[i] AND v_inserted[i] = v_counts[i] THEN
      next_revision := v_current[i] + v_counts[i];
      commit_position := pg_current_xact_id();
      prepare_position := v_last_position[i];
    ELSE
      -- A repeat answers as its original did (and hands back what it reserved); es_stored_append raises for a mix.
      SELECT * INTO next_revision, commit_position, prepare_position FROM es_stored_append(v_streams[i], p_appends -> (i - 1) -> 'events');
      IF FOUND AND v_passed[i] THEN
        UPDATE es_streams SET revision = v_current[i] WHERE stream_name = v_streams[i];
      ELSIF v_passed[i] THEN
        RAISE EXCEPTION 'stream %: event ids conflict with events this transaction cannot see', v_streams[i];
      ELSIF NOT FOUND THEN
        error_code := '${WRONG_EXPECTED_REVISION_SQLSTATE}';
        error_message := format('stream %s: expected revision %s, actual %s', v_streams[i], v_expected[i], v_current[i]);
        error_detail := v_current[i]::text;
      END IF;
    END IF;
    RETURN NEXT;
  END LOOP;
END
$$;
`;

export const APPEND_FUNCTIONS_SQL = `${STORED_APPEND_FUNCTION_SQL}\n${APPEND_BATCH_FUNCTION_SQL}`;
