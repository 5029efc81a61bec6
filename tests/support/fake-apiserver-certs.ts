import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A certificate authority and a server certificate for 127.0.0.1/localhost signed by it, made for this test process. */
export interface TestPki {
  caPem: string;
  serverKeyPem: string;
  serverCertPem: string;
  /** A second, unrelated CA: a kubeconfig that trusts it must fail TLS verification. */
  otherCaPem: string;
  /** A server certificate that names only `kube.internal`: reached at 127.0.0.1, it verifies only with tls-server-name. */
  namedServerKeyPem: string;
  namedServerCertPem: string;
  /** A client certificate (CN=upgrade-check) signed by the test CA. */
  clientKeyPem: string;
  clientCertPem: string;
}

export const NAMED_SERVER = 'kube.internal';

let cached: TestPki | undefined;

/**
 * Generated with openssl at test time (keys never enter the repository) and kept in memory; the
 * temporary directory is removed at once.
 */
export function testPki(): TestPki {
  if (cached) return cached;
  const dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-pki-'));
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    const ca = (name: string) => {
      openssl(
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        `${name}.key`,
        '-out',
        `${name}.crt`,
        '-days',
        '2',
        '-subj',
        `/CN=${name}`,
      );
    };
    ca('test-ca');
    ca('other-ca');
    const signed = (name: string, subject: string, extensions: string) => {
      openssl('req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', subject);
      writeFileSync(join(dir, `${name}.cnf`), extensions);
      openssl(
        'x509',
        '-req',
        '-in',
        `${name}.csr`,
        '-CA',
        'test-ca.crt',
        '-CAkey',
        'test-ca.key',
        '-CAcreateserial',
        '-out',
        `${name}.crt`,
        '-days',
        '2',
        '-extfile',
        `${name}.cnf`,
      );
    };
    signed('server', '/CN=kube-apiserver', 'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
    signed('named', '/CN=kube-apiserver', `subjectAltName=DNS:${NAMED_SERVER}\nextendedKeyUsage=serverAuth\n`);
    signed('client', '/CN=upgrade-check', 'extendedKeyUsage=clientAuth\n');
    const read = (file: string) => readFileSync(join(dir, file), 'utf8');
    cached = {
      caPem: read('test-ca.crt'),
      serverKeyPem: read('server.key'),
      serverCertPem: read('server.crt'),
      otherCaPem: read('other-ca.crt'),
      namedServerKeyPem: read('named.key'),
      namedServerCertPem: read('named.crt'),
      clientKeyPem: read('client.key'),
      clientCertPem: read('client.crt'),
    };
    return cached;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
