import zlib from 'node:zlib';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutgoingRequestError } from '../../src/net/outgoing-error.ts';
import { closeSharedSafeAgents, type Resolver } from '../../src/net/safe-agent.ts';
import { responseText, safeRequest, type SafeRequestOptions } from '../../src/net/safe-fetch.ts';
import { closedPort, startLoopbackServer, type LoopbackServer } from './loopback-server.ts';

let server: LoopbackServer;
let other: LoopbackServer;

beforeAll(async () => {
  other = await startLoopbackServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ path: req.url, authorization: req.headers.authorization ?? null, cookie: req.headers.cookie ?? null }));
  });
  server = await startLoopbackServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const redirect = (to: string, status = 302) => {
      res.statusCode = status;
      res.setHeader('location', to);
      res.end('moved');
    };
    switch (url.pathname) {
      case '/hello':
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.setHeader('x-multi', ['a', 'b']);
        return res.end('héllo');
      case '/echo': {
        const chunks: Buffer[] = [];
        req.on('data', (c) => chunks.push(c));
        req.on('end', () => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ method: req.method, body: Buffer.concat(chunks).toString(), ua: req.headers['user-agent'] }));
        });
        return;
      }
      case '/chain': {
        const n = Number(url.searchParams.get('n'));
        if (n > 0) redirect(`/chain?n=${n - 1}`, 301);
        else res.end('end of chain');
        return;
      }
      case '/loop':
        redirect('/loop');
        return;
      case '/to': // redirect to an absolute URL given in ?u=
        redirect(url.searchParams.get('u') ?? '/', Number(url.searchParams.get('s') ?? 302));
        return;
      case '/hang':
        return; // never answers
      case '/slow-body':
        res.setHeader('content-type', 'text/plain');
        res.write('start...');
        return; // headers and a first chunk, then nothing
      case '/big':
        res.setHeader('content-type', 'text/plain');
        return res.end(Buffer.alloc(1024 * 1024, 'a'));
      case '/gzip-bomb': {
        res.setHeader('content-type', 'text/plain');
        res.setHeader('content-encoding', 'gzip');
        return res.end(zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024, 'z')));
      }
      case '/gzip':
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.setHeader('content-encoding', 'gzip');
        return res.end(zlib.gzipSync('compressed café'));
      case '/br':
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.setHeader('content-encoding', 'br');
        return res.end(zlib.brotliCompressSync('brotli café'));
      case '/latin1-header':
        res.setHeader('content-type', 'text/html; charset=ISO-8859-1');
        return res.end(iconv.encode('<p>caf\u00e9 \u201cquoted\u201d \u2014 dash</p>', 'windows-1252'));
      case '/cp1252-meta':
        res.setHeader('content-type', 'text/html');
        return res.end(
          iconv.encode(
            '<html><head><meta charset="windows-1252"><title>Ä</title></head><body>na\u00efve \u20ac5</body></html>',
            'windows-1252',
          ),
        );
      case '/http-equiv':
        res.setHeader('content-type', 'text/html');
        return res.end(
          iconv.encode('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-15"><p>\u20ac</p>', 'iso-8859-15'),
        );
      case '/shift-jis':
        res.setHeader('content-type', 'text/html; charset=Shift_JIS');
        return res.end(iconv.encode('<p>日本語</p>', 'shift_jis'));
      case '/bom':
        res.setHeader('content-type', 'text/html; charset=windows-1252');
        return res.end(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<p>ünïcode</p>')]));
      case '/no-charset':
        res.setHeader('content-type', 'text/html');
        return res.end('<p>défaut UTF-8</p>');
      case '/close':
        res.setHeader('connection', 'close');
        return res.end('fresh connection');
      default:
        res.statusCode = 404;
        return res.end('not found');
    }
  });
});

afterAll(async () => {
  await closeSharedSafeAgents();
  await server.close();
  await other.close();
});

const open: SafeRequestOptions = { allowPrivate: true };

async function failure(promise: Promise<unknown>): Promise<OutgoingRequestError> {
  const err = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OutgoingRequestError);
  return err as OutgoingRequestError;
}

describe('safeRequest: address policy', () => {
  it('refuses 127.0.0.1, localhost and [::1] by default, without sending anything', async () => {
    const before = server.hits.length;
    for (const url of [`${server.origin}/hello`, `http://localhost:${server.port}/hello`, `http://[::1]:${server.port}/hello`]) {
      const err = await failure(safeRequest(url));
      expect(err.reason).toBe('blocked_address');
      expect(err.message).toMatch(/blocked address/);
    }
    expect(server.hits.length).toBe(before);
  });

  it('refuses odd IPv4 notations of loopback', async () => {
    for (const host of ['2130706433', '0177.0.0.1', '0x7f000001', '127.1']) {
      const err = await failure(safeRequest(`http://${host}:${server.port}/hello`));
      expect(err.reason).toBe('blocked_address');
    }
  });

  it('allows loopback with allowPrivate', async () => {
    const res = await safeRequest(`${server.origin}/hello`, open);
    expect(res.status).toBe(200);
    expect(responseText(res)).toBe('héllo');
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['x-multi']).toBe('a, b');
    expect(res.redirects).toEqual([]);
    expect(res.truncated).toBe(false);
    expect(res.url).toBe(`${server.origin}/hello`);
    expect(res.elapsedMs).toBeGreaterThanOrEqual(0);
  });

  it('refuses a name that resolves to a private or metadata address', async () => {
    for (const address of ['10.0.0.1', '169.254.169.254', 'fd00::1', '::ffff:192.168.0.1']) {
      const resolve: Resolver = async () => [{ address, family: address.includes(':') ? 6 : 4 }];
      const err = await failure(safeRequest('http://internal.example.test/', { resolve }));
      expect(err.reason).toBe('blocked_address');
      expect(err.message).toContain('internal.example.test resolves to a blocked address');
    }
  });

  it('refuses a name when any one of its addresses is blocked', async () => {
    const resolve: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ];
    const err = await failure(safeRequest('http://mixed.example.test/', { resolve }));
    expect(err.reason).toBe('blocked_address');
  });

  it('uses the injected resolver (fake DNS pointing at the loopback server)', async () => {
    const resolve: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
    const res = await safeRequest(`http://site.example.test:${server.port}/hello`, { resolve, allowCidrs: ['127.0.0.1'] });
    expect(res.status).toBe(200);
  });

  it('re-checks at every new connection, so DNS rebinding is refused', async () => {
    let calls = 0;
    const resolve: Resolver = async () => [{ address: calls++ === 0 ? '127.0.0.1' : '10.0.0.1', family: 4 }];
    const opts = { resolve, allowCidrs: ['127.0.0.1'] };
    const first = await safeRequest(`http://rebind.example.test:${server.port}/close`, opts);
    expect(first.status).toBe(200);
    const err = await failure(safeRequest(`http://rebind.example.test:${server.port}/close`, opts));
    expect(err.reason).toBe('blocked_address');
    expect(calls).toBe(2);
  });

  it('maps a DNS failure to "dns"', async () => {
    const resolve: Resolver = async (hostname) => {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    };
    const err = await failure(safeRequest('http://nowhere.example.test/', { resolve }));
    expect(err.reason).toBe('dns');
    expect(err.message).toBe('DNS lookup failed for nowhere.example.test (ENOTFOUND)');
  });

  it('maps a refused connection to "connection"', async () => {
    const port = await closedPort();
    const err = await failure(safeRequest(`http://127.0.0.1:${port}/`, open));
    expect(err.reason).toBe('connection');
    expect(err.message).toContain('connection refused');
  });
});

describe('safeRequest: redirects', () => {
  it('follows redirects and records each hop', async () => {
    const res = await safeRequest(`${server.origin}/chain?n=3`, open);
    expect(res.status).toBe(200);
    expect(responseText(res)).toBe('end of chain');
    expect(res.redirects).toEqual([`${server.origin}/chain?n=2`, `${server.origin}/chain?n=1`, `${server.origin}/chain?n=0`]);
    expect(res.url).toBe(`${server.origin}/chain?n=0`);
  });

  it('caps redirects', async () => {
    expect((await safeRequest(`${server.origin}/chain?n=2`, { ...open, maxRedirects: 2 })).status).toBe(200);
    const err = await failure(safeRequest(`${server.origin}/chain?n=3`, { ...open, maxRedirects: 2 }));
    expect(err.reason).toBe('too_many_redirects');
    const loop = await failure(safeRequest(`${server.origin}/loop`, open));
    expect(loop.reason).toBe('too_many_redirects');
    expect(loop.message).toBe('more than 5 redirects');
  });

  it('does not follow redirects when told not to (webhooks)', async () => {
    const res = await safeRequest(`${server.origin}/chain?n=1`, { ...open, followRedirects: false });
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/chain?n=0');
    expect(res.redirects).toEqual([]);
  });

  it('refuses a redirect from an allowed address to a blocked one', async () => {
    // Only 127.0.0.1 is allowed: the first hop passes, the hop to another address does not. Fake DNS
    // makes "metadata.example.test" the cloud metadata address; nothing is ever sent there.
    const resolve: Resolver = async (hostname) =>
      hostname === 'metadata.example.test' ? [{ address: '169.254.169.254', family: 4 }] : [{ address: '127.0.0.1', family: 4 }];
    const opts = { allowCidrs: ['127.0.0.1'], resolve };
    for (const target of [
      `http://127.0.0.2:${server.port}/hello`,
      `http://[::1]:${server.port}/hello`,
      'http://metadata.example.test/latest/meta-data/',
    ]) {
      const before = server.hits.length;
      const err = await failure(safeRequest(`${server.origin}/to?u=${encodeURIComponent(target)}`, opts));
      expect(err.reason).toBe('blocked_address');
      expect(server.hits.length).toBe(before + 1);
    }
  });

  it('refuses a redirect to a denied address even with allowPrivate', async () => {
    const target = `http://127.0.0.2:${server.port}/hello`;
    const err = await failure(
      safeRequest(`${server.origin}/to?u=${encodeURIComponent(target)}`, { allowPrivate: true, denyCidrs: ['127.0.0.2'] }),
    );
    expect(err.reason).toBe('blocked_address');
    expect(err.message).toContain('explicitly denied');
  });

  it('refuses a redirect to another scheme', async () => {
    for (const target of ['file:///etc/passwd', 'ftp://example.com/', 'gopher://127.0.0.1:25/']) {
      const err = await failure(safeRequest(`${server.origin}/to?u=${encodeURIComponent(target)}`, open));
      expect(err.reason).toBe('protocol');
    }
  });

  it('turns a POST into a GET on 303 and keeps it on 307', async () => {
    const r303 = await safeRequest(`${server.origin}/to?u=/echo&s=303`, { ...open, method: 'POST', body: 'payload' });
    expect(JSON.parse(responseText(r303))).toMatchObject({ method: 'GET', body: '' });
    const r307 = await safeRequest(`${server.origin}/to?u=/echo&s=307`, { ...open, method: 'POST', body: 'payload' });
    expect(JSON.parse(responseText(r307))).toMatchObject({ method: 'POST', body: 'payload' });
  });

  it('drops credentials when a redirect changes origin', async () => {
    const target = `http://localhost:${other.port}/landing`;
    const res = await safeRequest(`${server.origin}/to?u=${encodeURIComponent(target)}`, {
      ...open,
      headers: { Authorization: 'Bearer secret', Cookie: 'a=b' },
    });
    expect(JSON.parse(responseText(res))).toEqual({ path: '/landing', authorization: null, cookie: null });
  });
});

describe('safeRequest: limits and inputs', () => {
  it('times out when the server does not answer', async () => {
    const started = Date.now();
    const err = await failure(safeRequest(`${server.origin}/hang`, { ...open, timeoutMs: 300 }));
    expect(err.reason).toBe('timeout');
    expect(err.message).toContain('timed out after 300 ms');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('times out when the body stalls (the timeout covers the whole request)', async () => {
    const err = await failure(safeRequest(`${server.origin}/slow-body`, { ...open, timeoutMs: 300 }));
    expect(err.reason).toBe('timeout');
  });

  it('reports "aborted" when the caller aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const err = await failure(safeRequest(`${server.origin}/hang`, { ...open, signal: controller.signal }));
    expect(err.reason).toBe('aborted');
    const already = await failure(safeRequest(`${server.origin}/hello`, { ...open, signal: AbortSignal.abort() }));
    expect(already.reason).toBe('aborted');
  });

  it('caps the body and says so', async () => {
    const res = await safeRequest(`${server.origin}/big`, { ...open, maxBytes: 1000 });
    expect(res.body.length).toBe(1000);
    expect(res.truncated).toBe(true);
    const whole = await safeRequest(`${server.origin}/big`, { ...open, maxBytes: 1024 * 1024 });
    expect(whole.body.length).toBe(1024 * 1024);
    expect(whole.truncated).toBe(false);
  });

  it('decompresses gzip and brotli, and caps the decompressed size', async () => {
    expect(responseText(await safeRequest(`${server.origin}/gzip`, open))).toBe('compressed café');
    expect(responseText(await safeRequest(`${server.origin}/br`, open))).toBe('brotli café');
    const bomb = await safeRequest(`${server.origin}/gzip-bomb`, { ...open, maxBytes: 64 * 1024 });
    expect(bomb.body.length).toBe(64 * 1024);
    expect(bomb.truncated).toBe(true);
  });

  it('sends the user agent and the body', async () => {
    const res = await safeRequest(`${server.origin}/echo`, { ...open, method: 'POST', body: '{"a":1}', userAgent: 'TestAgent/2' });
    expect(JSON.parse(responseText(res))).toEqual({ method: 'POST', body: '{"a":1}', ua: 'TestAgent/2' });
  });

  it('rejects invalid URLs, credentials in URLs and other schemes', async () => {
    expect((await failure(safeRequest('not a url'))).reason).toBe('invalid_url');
    expect((await failure(safeRequest(`http://user:pw@127.0.0.1:${server.port}/`, open))).reason).toBe('invalid_url');
    expect((await failure(safeRequest('file:///etc/passwd'))).reason).toBe('protocol');
    expect((await failure(safeRequest(`${server.origin}/hello`, { ...open, allowedProtocols: ['https'] }))).reason).toBe('protocol');
  });

  it('fails an https request to a plain http server as a connection error', async () => {
    const err = await failure(safeRequest(`https://127.0.0.1:${server.port}/hello`, open));
    expect(err.reason).toBe('connection');
  });
});

describe('responseText: charsets', () => {
  it.each([
    ['/latin1-header', '<p>café “quoted” — dash</p>'],
    ['/cp1252-meta', '<html><head><meta charset="windows-1252"><title>Ä</title></head><body>naïve €5</body></html>'],
    ['/http-equiv', '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-15"><p>€</p>'],
    ['/shift-jis', '<p>日本語</p>'],
    ['/bom', '<p>ünïcode</p>'],
    ['/no-charset', '<p>défaut UTF-8</p>'],
  ])('%s', async (path, expected) => {
    const res = await safeRequest(`${server.origin}${path}`, open);
    expect(responseText(res)).toBe(expected);
  });
});
