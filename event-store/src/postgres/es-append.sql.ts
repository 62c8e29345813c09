/** Raised by es_append when the expected revision does not match; DETAIL carries the actual revision (-1: no stream). */
export const WRONG_EXPECTED_REVISION_SQLSTATE = 'ES409';
/** Raised by es_append when some, but not all, of the event ids are already stored. */
export const PARTIALLY_STORED_SQLSTATE = 'ES422';

/**
 * One statement per append (one round trip): lock the stream row, then check idempotency and the
 * expected revision under that lock, so a concurrent retry of the same append cannot slip in between.
 * p_expected is 'no_stream' | 'stream_exists' | 'any' | a decimal revision; revisions are 0-based and
 * es_streams.revision is -1 while a stream has no events.
 */
export const APPEND_FUNCTION_SQL = `
CREATE OR REPLACE FUNCTION es_append(p_stream text, p_expected text, p_events jsonb)
RETURNS TABLE (next_revision bigint, commit_position xid8, prepare_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_count bigint := jsonb_array_length(p_events);
  v_current bigint;
  v_stored bigint;
  v_stored_in_stream bigint;
  v_consecutive boolean;
  v_last_position bigint;
BEGIN
  INSERT INTO es_streams (stream_name, revision) VALUES (p_stream, -1) ON CONFLICT DO NOTHING;
  SELECT s.revision INTO v_current FROM es_streams s WHERE s.stream_name = p_stream FOR UPDATE;

  -- A repeat of an earlier append has all its ids in this stream, at consecutive revisions, in the order given.
  SELECT count(*),
         count(*) FILTER (WHERE e.stream_name = p_stream),
         min(e.stream_revision - given.ordinal) = max(e.stream_revision - given.ordinal)
    INTO v_stored, v_stored_in_stream, v_consecutive
    FROM jsonb_array_elements(p_events) WITH ORDINALITY AS given(event, ordinal)
    JOIN es_events e ON e.event_id = (given.event ->> 'id')::uuid;

  IF v_stored > 0 THEN
    IF v_stored <> v_count OR v_stored_in_stream <> v_count OR NOT v_consecutive THEN
      RAISE EXCEPTION USING ERRCODE = '${PARTIALLY_STORED_SQLSTATE}',
        MESSAGE = format('stream %s: %s of the %s event ids are already stored, so this append is neither new nor a repeat', p_stream, v_stored, v_count);
    END IF;
    RETURN QUERY
      SELECT e.stream_revision, e.transaction_id, e.global_position FROM es_events e
       WHERE e.event_id = (p_events -> (v_count - 1)::int ->> 'id')::uuid;
    RETURN;
  END IF;

  -- Parenthesised: without them PL/pgSQL would end the IF condition at the CASE's first THEN.
  IF NOT (CASE p_expected
            WHEN 'any' THEN true
            WHEN 'no_stream' THEN v_current = -1
            WHEN 'stream_exists' THEN v_current >= 0
            ELSE v_current = p_expected::bigint
          END) THEN
    RAISE EXCEPTION USING ERRCODE = '${WRONG_EXPECTED_REVISION_SQLSTATE}',
      MESSAGE = format('stream %s: expected revision %s, actual %s', p_stream, p_expected, v_current),
      DETAIL = v_current::text;
  END IF;

  WITH inserted AS (
    INSERT INTO es_events (stream_name, stream_revision, event_id, event_type, data, metadata)
    SELECT p_stream, v_current + given.ordinal, (given.event ->> 'id')::uuid, given.event ->> 'type', given.event -> 'data', given.event -> 'metadata'
      FROM jsonb_array_elements(p_events) WITH ORDINALITY AS given(event, ordinal)
     ORDER BY given.ordinal
    RETURNING global_position
  )
  SELECT max(global_position) INTO v_last_position FROM inserted;

  UPDATE es_streams SET revision = v_current + v_count WHERE stream_name = p_stream;

  RETURN QUERY SELECT v_current + v_count, pg_current_xact_id(), v_last_position;
END
$$;
`;
