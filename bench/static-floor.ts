// The floor of a Node server for the static benchmark: a bare node:http server that answers each
// page with the very bytes and headers our server sends for it (taken from our server's answers by
// bench/static-vs-nginx.ts), with nothing else to do. What our server costs above it is ours; what
// nginx saves below it is Node's. Usage: node bench/static-floor.ts <answers.json> <port>
import { readFileSync } from 'node:fs';
import http from 'node:http';

type Answers = Record<string, { headers: string[]; body: string }>;

const [file, port] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file as string, 'utf8')) as Answers).map(([path, a]) => [
    path,
    { headers: a.headers, body: Buffer.from(a.body, 'base64') },
  ]),
);
http
  .createServer((req, res) => {
    const a = answers.get(req.url ?? '');
    if (!a) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, a.headers);
    res.end(a.body);
  })
  .listen(Number(port), '127.0.0.1');
