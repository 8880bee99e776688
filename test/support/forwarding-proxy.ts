/**
 * A reverse proxy on loopback, as production puts in front of the service (nginx, a cloud load
 * balancer): it passes each request to the service with the Host rewritten to the upstream's (as a
 * bare `proxy_pass` does) and the original scheme, host and client address in X-Forwarded-Proto,
 * -Host and -For. With `tls` it terminates HTTPS itself, with a self-signed certificate made by
 * openssl for this run; without it, the scheme it forwards is `forwardedProto` (a TLS proxy
 * further out, as seen by the service).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ForwardingProxy {
  url: string;
  close(): Promise<void>;
}

export interface ProxyOptions {
  tls?: boolean;
  forwardedProto?: 'http' | 'https';
  /** The client address the proxy reports (X-Forwarded-For), per request; default the peer's. */
  clientAddress?: (req: http.IncomingMessage) => string;
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid for a day. */
export function selfSignedCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proxy-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function startForwardingProxy(upstream: string, options: ProxyOptions = {}): Promise<ForwardingProxy> {
  const target = new URL(upstream);
  const proto = options.tls ? 'https' : (options.forwardedProto ?? 'https');
  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const headers = { ...req.headers };
    headers.host = target.host;
    headers['x-forwarded-proto'] = proto;
    headers['x-forwarded-host'] = req.headers.host;
    headers['x-forwarded-for'] = options.clientAddress?.(req) ?? req.socket.remoteAddress ?? '';
    const forwarded = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  };
  const server = options.tls ? https.createServer(selfSignedCertificate(), handler) : http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
