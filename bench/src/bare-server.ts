// The reads benchmark's reference, run as a process of its own as each service is: a bare Node
// `http` server answering every request with one file's bytes. argv: the file, its content type.
// It tells its parent the port it listens on.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const [file, contentType] = process.argv.slice(2);
const body = readFileSync(file!);
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': contentType!, 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
process.on('disconnect', () => server.close(() => process.exit(0)));
