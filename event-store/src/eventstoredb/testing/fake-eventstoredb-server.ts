import { randomUUID } from 'node:crypto';
import { Server, ServerCredentials, status, type ServerWritableStream } from '@grpc/grpc-js';
import codePb from '@eventstore/db-client/generated/code_pb.js';
import serverFeaturesGrpc, { type IServerFeaturesServer } from '@eventstore/db-client/generated/serverfeatures_grpc_pb.js';
import serverFeaturesPb from '@eventstore/db-client/generated/serverfeatures_pb.js';
import sharedPb, { type StreamIdentifier, type UUID } from '@eventstore/db-client/generated/shared_pb.js';
import statusPb from '@eventstore/db-client/generated/status_pb.js';
import streamsGrpc, { type IStreamsServer } from '@eventstore/db-client/generated/streams_grpc_pb.js';
import streamsPb, { type ReadReq, type ReadResp } from '@eventstore/db-client/generated/streams_pb.js';
import anyPb from 'google-protobuf/google/protobuf/any_pb.js';
import emptyPb from 'google-protobuf/google/protobuf/empty_pb.js';
import { FakeEventStoreDbLog, comparePosition, type AppendOutcome, type ExpectedVersion, type ProposedEvent, type StoredEvent } from './fake-eventstoredb-log.js';

export interface FakeEventStoreDbServerOptions {
  /**
   * Behave like a 20.x server: no ServerFeatures service (the client then assumes an old server) and no
   * BatchAppend (both came with 21.x), so the client appends through the legacy Append call; and, like
   * older servers, answer an idempotent repeat without a position. Default: like 24.10, the version
   * the docker-compose stack runs.
   */
  readonly legacy?: boolean;
}

/**
 * Just enough of an EventStoreDB node, over real gRPC on 127.0.0.1, for the real @eventstore/db-client
 * (and so the EventStoreDB adapter) to run against it: Streams.Read (streams, $all, subscriptions to
 * $all), Streams.BatchAppend and Streams.Append, and ServerFeatures.GetSupportedMethods. Everything
 * else answers UNIMPLEMENTED. Insecure only (`?tls=false`), single node (no gossip), no auth.
 */
export class FakeEventStoreDbServer {
  private readonly log = new FakeEventStoreDbLog();
  private readonly server = new Server();
  private port = 0;

  private constructor(private readonly options: FakeEventStoreDbServerOptions) {}

  static async start(options: FakeEventStoreDbServerOptions = {}): Promise<FakeEventStoreDbServer> {
    const fake = new FakeEventStoreDbServer(options);
    const { read, append, batchAppend } = fake;
    fake.server.addService(streamsGrpc.StreamsService, options.legacy ? { read, append } : { read, append, batchAppend });
    // The client asks for the server's features once per connection, and takes UNIMPLEMENTED for an old server.
    if (!options.legacy) fake.server.addService(serverFeaturesGrpc.ServerFeaturesService, { getSupportedMethods } satisfies IServerFeaturesServer);
    fake.port = await new Promise<number>((resolve, reject) => {
      fake.server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, port) => (error ? reject(error) : resolve(port)));
    });
    return fake;
  }

  get connectionString(): string {
    return `esdb://127.0.0.1:${this.port}?tls=false`;
  }

  /** Cancels the calls still open (subscriptions, the client's BatchAppend stream) rather than waiting for them. */
  async close(): Promise<void> {
    this.server.forceShutdown();
  }

  private readonly read: IStreamsServer['read'] = (call) => {
    const options = call.request.getOptions();
    if (!options) return void call.emit('error', { code: status.INVALID_ARGUMENT, details: 'ReadReq without options' });
    const direction = options.getReadDirection() === streamsPb.ReadReq.Options.ReadDirection.BACKWARDS ? 'backwards' : 'forwards';
    const count = Number(options.getCount());
    const stream = options.getStream();
    const all = options.getAll();

    if (options.hasSubscription()) {
      if (!all) return void call.emit('error', { code: status.UNIMPLEMENTED, details: 'the fake serves subscriptions to $all only' });
      return this.subscribeToAll(call, options, all);
    }
    if (stream) {
      const name = streamName(stream.getStreamIdentifier());
      const from = stream.hasRevision() ? BigInt(stream.getRevision()) : stream.hasEnd() ? 'end' : 'start';
      const events = this.log.readStream(name, from, direction, count);
      if (!events) call.write(new streamsPb.ReadResp().setStreamNotFound(new streamsPb.ReadResp.StreamNotFound().setStreamIdentifier(streamIdentifier(name))));
      for (const event of events ?? []) call.write(toReadResp(event));
    } else if (all) {
      // The client of this version reads $all without a server-side filter; it asks for one on subscriptions only.
      for (const event of this.log.readAll(allPosition(all), direction, count)) call.write(toReadResp(event));
    }
    call.end();
  };

  /** Client streaming: the options, then one message per event. */
  private readonly append: IStreamsServer['append'] = (call, reply) => {
    const requests: streamsPb.AppendReq[] = [];
    call.on('data', (request: streamsPb.AppendReq) => requests.push(request));
    call.on('end', () => {
      const [header, ...messages] = requests;
      const options = header?.getOptions();
      if (!options) return reply({ code: status.INVALID_ARGUMENT, details: 'the first message of an append must hold its options' });
      const expected = expectedVersion(options.hasRevision() ? options.getRevision() : undefined, options);
      const events = messages.flatMap((message) => message.getProposedMessage() ?? []).map(fromProposedMessage);
      const outcome = this.log.append(streamName(options.getStreamIdentifier()), expected, events);
      // Older servers answered an idempotent repeat without its position.
      const answered = this.options.legacy && outcome.ok && outcome.idempotent ? { ...outcome, position: undefined } : outcome;
      reply(null, toAppendResp(answered, expected));
    });
  };

  /**
   * One bidirectional stream per client for all its appends, told apart by correlation id. An append may
   * span several requests: the first holds its options, the last is marked final.
   */
  private readonly batchAppend: IStreamsServer['batchAppend'] = (call) => {
    const pending = new Map<string, { stream: string; expected: ExpectedVersion; events: ProposedEvent[] }>();
    call.on('data', (request: streamsPb.BatchAppendReq) => {
      const correlationId = request.getCorrelationId() ?? new sharedPb.UUID();
      const key = uuidString(correlationId);
      const options = request.getOptions();
      if (options) {
        const expected = expectedVersion(options.hasStreamPosition() ? options.getStreamPosition() : undefined, options);
        pending.set(key, { stream: streamName(options.getStreamIdentifier()), expected, events: [] });
      }
      const append = pending.get(key);
      if (!append) return;
      append.events.push(...request.getProposedMessagesList().map(fromProposedMessage));
      if (!request.getIsFinal()) return;
      pending.delete(key);
      const response = new streamsPb.BatchAppendResp().setCorrelationId(correlationId).setStreamIdentifier(streamIdentifier(append.stream));
      call.write(withBatchAppendOutcome(response, this.log.append(append.stream, append.expected, append.events), append.expected));
    });
    call.on('end', () => call.end());
  };

  /**
   * Like the server's AllSubscriptionFiltered: a confirmation, the events after the start position (exclusive),
   * "caught up", then new events as they are written, with a checkpoint every so many events considered
   * when a filter is set. Runs until the client cancels the call.
   */
  private subscribeToAll(call: ServerWritableStream<ReadReq, ReadResp>, options: ReadReq.Options, all: ReadReq.Options.AllOptions): void {
    const filter = options.getFilter();
    const matches = filter ? eventFilter(filter) : () => true;
    // The server's default search window is 32 events; the client's multiplier defaults to 1.
    const checkpointInterval = filter ? filter.getCheckpointintervalmultiplier() * (filter.hasMax() ? filter.getMax() : 32) : Infinity;
    let considered = 0;
    const deliver = (event: StoredEvent): void => {
      if (matches(event)) call.write(toReadResp(event));
      if (++considered >= checkpointInterval) {
        considered = 0;
        call.write(new streamsPb.ReadResp().setCheckpoint(new streamsPb.ReadResp.Checkpoint().setCommitPosition(`${event.position}`).setPreparePosition(`${event.position}`)));
      }
    };

    call.write(new streamsPb.ReadResp().setConfirmation(new streamsPb.ReadResp.SubscriptionConfirmation().setSubscriptionId(randomUUID())));
    const from = allPosition(all);
    // Reading and going live happen in one turn of the event loop, so no write can fall between them.
    const history = from === 'end' ? [] : this.log.readAll(from, 'forwards', Infinity).filter((event) => from === 'start' || comparePosition(event.position, from) > 0);
    for (const event of history) deliver(event);
    call.write(new streamsPb.ReadResp().setCaughtUp(new streamsPb.ReadResp.CaughtUp()));
    const stop = this.log.onWritten(deliver);
    call.on('cancelled', stop);
  }
}

/** As the server lists its methods: lower case, with the features it announces for each. */
const getSupportedMethods: IServerFeaturesServer['getSupportedMethods'] = (_call, reply) => {
  const method = (service: string, name: string, features: string[] = []): serverFeaturesPb.SupportedMethod =>
    new serverFeaturesPb.SupportedMethod().setServiceName(service).setMethodName(name).setFeaturesList(features);
  const streams = 'event_store.client.streams.streams';
  const methods = [
    method(streams, 'read', ['position', 'events']),
    method(streams, 'append'),
    method(streams, 'batchappend', ['deadline_duration']),
    method('event_store.client.server_features.serverfeatures', 'getsupportedmethods'),
  ];
  reply(null, new serverFeaturesPb.SupportedMethods().setEventStoreServerVersion('24.10.0').setMethodsList(methods));
};

/** AppendReq and BatchAppendReq spell the exact revision differently but share the other cases. */
function expectedVersion(revision: string | undefined, options: { hasNoStream(): boolean; hasStreamExists(): boolean }): ExpectedVersion {
  if (revision !== undefined) return BigInt(revision);
  return options.hasNoStream() ? 'no_stream' : options.hasStreamExists() ? 'stream_exists' : 'any';
}

function fromProposedMessage(message: streamsPb.AppendReq.ProposedMessage | streamsPb.BatchAppendReq.ProposedMessage): ProposedEvent {
  const metadata = message.getMetadataMap();
  return {
    id: uuidString(message.getId()),
    // The client always sends both; the server refuses an event without them.
    type: metadata.get('type') ?? '',
    contentType: metadata.get('content-type') ?? '',
    data: message.getData_asU8(),
    metadata: message.getCustomMetadata_asU8(),
  };
}

function toAppendResp(outcome: AppendOutcome, expected: ExpectedVersion): streamsPb.AppendResp {
  const { AppendResp } = streamsPb;
  if (outcome.ok) {
    const success = new AppendResp.Success();
    if (outcome.currentRevision === undefined) success.setNoStream(new sharedPb.Empty());
    else success.setCurrentRevision(`${outcome.currentRevision}`);
    if (outcome.position === undefined) success.setNoPosition(new sharedPb.Empty());
    else success.setPosition(new AppendResp.Position().setCommitPosition(`${outcome.position}`).setPreparePosition(`${outcome.position}`));
    return new AppendResp().setSuccess(success);
  }
  const wrong = new AppendResp.WrongExpectedVersion();
  if (outcome.currentRevision === undefined) wrong.setCurrentNoStream(new sharedPb.Empty());
  else wrong.setCurrentRevision(`${outcome.currentRevision}`);
  if (typeof expected === 'bigint') wrong.setExpectedRevision(`${expected}`);
  else if (expected === 'any') wrong.setExpectedAny(new sharedPb.Empty());
  else if (expected === 'stream_exists') wrong.setExpectedStreamExists(new sharedPb.Empty());
  else wrong.setExpectedNoStream(new sharedPb.Empty());
  return new AppendResp().setWrongExpectedVersion(wrong);
}

/** BatchAppend reports a conflict as a google.rpc.Status carrying a WrongExpectedVersion, like the server's Status.WrongExpectedVersion. */
function withBatchAppendOutcome(response: streamsPb.BatchAppendResp, outcome: AppendOutcome, expected: ExpectedVersion): streamsPb.BatchAppendResp {
  if (outcome.ok) {
    const success = new streamsPb.BatchAppendResp.Success();
    if (outcome.currentRevision === undefined) success.setNoStream(new emptyPb.Empty());
    else success.setCurrentRevision(`${outcome.currentRevision}`);
    if (outcome.position === undefined) success.setNoPosition(new emptyPb.Empty());
    else success.setPosition(new sharedPb.AllStreamPosition().setCommitPosition(`${outcome.position}`).setPreparePosition(`${outcome.position}`));
    return response.setSuccess(success);
  }
  const wrong = new sharedPb.WrongExpectedVersion();
  if (outcome.currentRevision === undefined) wrong.setCurrentNoStream(new emptyPb.Empty());
  else wrong.setCurrentStreamRevision(`${outcome.currentRevision}`);
  if (typeof expected === 'bigint') wrong.setExpectedStreamPosition(`${expected}`);
  else if (expected === 'any') wrong.setExpectedAny(new emptyPb.Empty());
  else if (expected === 'stream_exists') wrong.setExpectedStreamExists(new emptyPb.Empty());
  else wrong.setExpectedNoStream(new emptyPb.Empty());
  const details = new anyPb.Any();
  details.pack(wrong.serializeBinary(), 'event_store.client.WrongExpectedVersion');
  return response.setError(new statusPb.Status().setCode(codePb.Code.ALREADY_EXISTS).setMessage('WrongExpectedVersion').setDetails(details));
}

function toReadResp(event: StoredEvent): ReadResp {
  const { ReadResp } = streamsPb;
  const position = `${event.position}`;
  const recorded = new ReadResp.ReadEvent.RecordedEvent()
    // The client asks for ids as strings (ReadReq.Options.uuid_option), the only form the fake sends.
    .setId(new sharedPb.UUID().setString(event.id))
    .setStreamIdentifier(streamIdentifier(event.stream))
    .setStreamRevision(`${event.revision}`)
    .setCommitPosition(position)
    .setPreparePosition(position)
    .setData(event.data)
    .setCustomMetadata(event.metadata);
  recorded.getMetadataMap().set('type', event.type).set('content-type', event.contentType).set('created', `${event.created}`);
  return new ReadResp().setEvent(new ReadResp.ReadEvent().setEvent(recorded).setCommitPosition(position));
}

/** The server's event filters: prefixes if any are given, else the regular expression, on the event type or the stream name. */
function eventFilter(filter: ReadReq.Options.FilterOptions): (event: StoredEvent) => boolean {
  const onType = filter.hasEventType();
  const expression = filter.getEventType() ?? filter.getStreamIdentifier() ?? new streamsPb.ReadReq.Options.FilterOptions.Expression();
  const prefixes = expression.getPrefixList();
  const regex = new RegExp(expression.getRegex());
  return (event) => {
    const subject = onType ? event.type : event.stream;
    return prefixes.length > 0 ? prefixes.some((prefix) => subject.startsWith(prefix)) : regex.test(subject);
  };
}

function allPosition(all: ReadReq.Options.AllOptions): { commit: bigint; prepare: bigint } | 'start' | 'end' {
  const position = all.getPosition();
  if (position) return { commit: BigInt(position.getCommitPosition()), prepare: BigInt(position.getPreparePosition()) };
  return all.hasEnd() ? 'end' : 'start';
}

const streamName = (identifier: StreamIdentifier | undefined): string => Buffer.from(identifier?.getStreamName_asU8() ?? []).toString('utf8');

const streamIdentifier = (name: string): StreamIdentifier => new sharedPb.StreamIdentifier().setStreamName(Buffer.from(name, 'utf8'));

/** The client sends ids in their string form. */
const uuidString = (uuid: UUID | undefined): string => uuid?.getString() ?? '';
