// The proxy in front of the app as docs/deployment.md describes it: haproxy ending TLS with HTTP/2 (ALPN h2, then
// http/1.1) and compressing JSON and HTML, forwarding to one app server over plain HTTP/1.1 on loopback. The bench
// runs Lighthouse through it (a browser meets the app that way in production) besides straight at the app. The
// certificate is a self-signed one made here with openssl for 127.0.0.1 (Chromium is told to accept it).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';

/** haproxy from HAPROXY, the PATH or Debian's /usr/sbin; undefined when it is not installed. */
export function findHaproxy() {
  const candidates = [
    process.env.HAPROXY,
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'haproxy')),
    '/usr/sbin/haproxy',
    '/usr/local/sbin/haproxy',
  ].filter(Boolean);
  return candidates.find((file) => fs.existsSync(file));
}

/** The haproxy configuration: the same as docs/deployment.md's example, with this run's ports and certificate. */
export function http2ProxyConfig({ port, target, certificate }) {
  return `global
  maxconn 4096
defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s
frontend app
  bind 127.0.0.1:${port} ssl crt ${certificate} alpn h2,http/1.1
  http-request set-header X-Forwarded-Proto https
  compression algo gzip
  compression type application/json text/html text/plain
  default_backend servers
backend servers
  server app1 127.0.0.1:${target}
`;
}

const portOpen = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts haproxy on 127.0.0.1:`port` in front of 127.0.0.1:`target`; resolves `{ base, stop }`, or `{ missing }`
 * naming what is not installed (haproxy or openssl), so the caller can say why it measured straight only.
 */
export async function startHttp2Proxy({ port, target }) {
  const haproxy = findHaproxy();
  if (!haproxy) return { missing: 'haproxy (apt-get install -y haproxy)' };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afscheid-h2-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1']
      .concat(['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1']),
    { stdio: 'ignore' },
  );
  if (made.error || made.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    return { missing: 'openssl' };
  }
  const certificate = path.join(dir, 'both.pem');
  fs.writeFileSync(certificate, fs.readFileSync(cert, 'utf8') + fs.readFileSync(key, 'utf8'));
  const config = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(config, http2ProxyConfig({ port, target, certificate }));
  const child = spawn(haproxy, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (let waited = 0; !(await portOpen(port)); waited += 100) {
    if (waited > 10_000 || child.exitCode !== null) {
      await stop();
      throw new Error(`haproxy did not listen on ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base: `https://127.0.0.1:${port}`, stop };
}
