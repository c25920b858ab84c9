// The static limit: a bare Node http server answering saved HTML pages (argv: port, JSON file of path -> html).
import fs from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const pages = JSON.parse(fs.readFileSync(file, 'utf8'));
http
  .createServer((request, response) => {
    const html = pages[request.url ?? ''];
    response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html ?? 'not found');
  })
  .listen(Number(port), '127.0.0.1');
