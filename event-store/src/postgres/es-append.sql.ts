/** Raised by es_append when the expected revision does not match; DETAIL carries the actual revision (-1: no stream). */
export const WRONG_EXPECTED_REVISION_SQLSTATE = 'ES409';
/** Raised when some of the event ids are already stored, but not as a repeat of one earlier append. */
export const PARTIALLY_STORED_SQLSTATE = 'ES422';

/**
 * es_stored_append(stream, events): the stored last event when every id is already stored in this
 * stream at consecutive revisions in the given order (the append is a repeat); no row when none is
 * stored; PARTIALLY_STORED otherwise. Only es_append calls it, and only off its hot path.
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
 * One call per append, so one round trip. The stream row is locked first and everything else is
 * decided under that lock, so concurrent writers of a stream, and a retry racing its original,
 * take turns. The hot path is two statements: the upsert that locks the row and reserves the
 * revisions, and the insert. Idempotency is checked only when something points to a repeat: the
 * expected revision fails (a retry arrives after its original) or an event id is already stored.
 * p_expected is 'no_stream' | 'stream_exists' | 'any' | a decimal revision; revisions are 0-based,
 * and a stream without events has revision -1.
 */
const APPEND_FUNCTION_SQL = `
CREATE OR REPLACE FUNCTION es_append(p_stream text, p_expected text, p_events jsonb,
  OUT next_revision bigint, OUT commit_position xid8, OUT prepare_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_count bigint := jsonb_array_length(p_events);
  v_current bigint;
  v_inserted bigint;
BEGIN
  INSERT INTO es_streams AS s (stream_name, revision) VALUES (p_stream, v_count - 1)
  ON CONFLICT (stream_name) DO UPDATE SET revision = s.revision + v_count
  RETURNING s.revision - v_count INTO v_current;

  -- Parenthesised: without them PL/pgSQL would end the IF condition at the CASE's first THEN.
  IF NOT (CASE p_expected
            WHEN 'any' THEN true
            WHEN 'no_stream' THEN v_current = -1
            WHEN 'stream_exists' THEN v_current >= 0
            ELSE v_current = p_expected::bigint
          END) THEN
    SELECT * INTO next_revision, commit_position, prepare_position FROM es_stored_append(p_stream, p_events);
    IF FOUND THEN
      UPDATE es_streams SET revision = v_current WHERE stream_name = p_stream;
      RETURN;
    END IF;
    RAISE EXCEPTION USING ERRCODE = '${WRONG_EXPECTED_REVISION_SQLSTATE}',
      MESSAGE = format('stream %s: expected revision %s, actual %s', p_stream, p_expected, v_current),
      DETAIL = v_current::text;
  END IF;

  -- Rows go in array order, so the sequence's last value this session is the position of the last event.
  INSERT INTO es_events (stream_name, stream_revision, event_id, event_type, data, metadata)
  SELECT p_stream, v_current + given.ordinal, (given.event ->> 'id')::uuid, given.event ->> 'type', given.event -> 'data', given.event -> 'metadata'
    FROM jsonb_array_elements(p_events) WITH ORDINALITY AS given(event, ordinal)
  ON CONFLICT (event_id) DO NOTHING;
  GET DIAGNOSTICS v_inserted = ROW_COUNT;

  IF v_inserted < v_count THEN
    -- Raises unless this is a repeat, which inserted nothing and hands its reserved revisions back. A mix of
    -- new and stored ids never passes: rows inserted just now sit above v_current, the stored ones not.
    SELECT * INTO next_revision, commit_position, prepare_position FROM es_stored_append(p_stream, p_events);
    UPDATE es_streams SET revision = v_current WHERE stream_name = p_stream;
    RETURN;
  END IF;

  next_revision := v_current + v_count;
  commit_position := pg_current_xact_id();
  prepare_position := currval('es_events_global_position_seq');
END
$$;
`;

/**
 * es_append_batch(appends): several appends in one transaction, so concurrent writers share one
 * commit (group commit). Each append runs in a block of its own: a failed expectation rolls back
 * that append only and comes back as a row with error_code, while the others go through.
 * appends: [{stream, expected, events}], already ordered by stream so that every batch takes
 * stream locks in the same order and two batches can never deadlock.
 */
const APPEND_BATCH_FUNCTION_SQL = `
CREATE OR REPLACE FUNCTION es_append_batch(p_appends jsonb)
RETURNS TABLE (ordinal bigint, next_revision bigint, commit_position xid8, prepare_position bigint,
  error_code text, error_message text, error_detail text)
LANGUAGE plpgsql AS $$
DECLARE
  v_append jsonb;
BEGIN
  FOR v_append, ordinal IN SELECT a.value, a.n FROM jsonb_array_elements(p_appends) WITH ORDINALITY AS a(value, n) LOOP
    error_code := NULL; error_message := NULL; error_detail := NULL;
    BEGIN
      SELECT r.next_revision, r.commit_position, r.prepare_position INTO next_revision, commit_position, prepare_position
        FROM es_append(v_append ->> 'stream', v_append ->> 'expected', v_append -> 'events') AS r;
    EXCEPTION WHEN SQLSTATE '${WRONG_EXPECTED_REVISION_SQLSTATE}' OR SQLSTATE '${PARTIALLY_STORED_SQLSTATE}' THEN
      GET STACKED DIAGNOSTICS error_code = RETURNED_SQLSTATE, error_message = MESSAGE_TEXT, error_detail = PG_EXCEPTION_DETAIL;
      next_revision := NULL; commit_position := NULL; prepare_position := NULL;
    END;
    RETURN NEXT;
  END LOOP;
END
$$;
`;

export const APPEND_FUNCTIONS_SQL = `${STORED_APPEND_FUNCTION_SQL}\n${APPEND_FUNCTION_SQL}\n${APPEND_BATCH_FUNCTION_SQL}`;
