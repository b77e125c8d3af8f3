// An HTTPS + HTTP/2 front for a local HTTP server, as docs/deploy.md's nginx (`listen 443 ssl http2`) puts
// one before the app: for benches that should see the protocol phones get. The certificate is made for
// the run by openssl and trusted by nothing: the browser is started with --ignore-certificate-errors.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers HTTP/2 forbids or that describe one HTTP/1.1 hop only. */
const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

function selfSigned(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'xueche-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
        ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
        ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves `upstream` (http://host:port) over HTTPS with HTTP/2 on a free port; bodies pass through as sent. */
export async function tlsFront(upstream: string): Promise<{ url: string; close: () => Promise<void> }> {
  const target = new URL(upstream);
  const server = createSecureServer({ ...selfSigned(), allowHTTP1: true }, (req, res) => {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':') && !HOP.has(name) && value !== undefined) headers[name] = value;
    }
    headers.host = target.host;
    const forward = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (reply) => {
        const out: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(reply.headers)) {
          if (!HOP.has(name) && value !== undefined) out[name] = value;
        }
        res.writeHead(reply.statusCode ?? 502, out);
        reply.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  return {
    url: `https://127.0.0.1:${port}`,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
