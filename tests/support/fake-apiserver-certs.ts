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
}

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
      openssl('req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', `${name}.key`, '-out', `${name}.crt`, '-days', '2', '-subj', `/CN=${name}`);
    };
    ca('test-ca');
    ca('other-ca');
    openssl('req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=kube-apiserver');
    writeFileSync(join(dir, 'san.cnf'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
    openssl('x509', '-req', '-in', 'server.csr', '-CA', 'test-ca.crt', '-CAkey', 'test-ca.key', '-CAcreateserial', '-out', 'server.crt', '-days', '2', '-extfile', 'san.cnf');
    const read = (file: string) => readFileSync(join(dir, file), 'utf8');
    cached = { caPem: read('test-ca.crt'), serverKeyPem: read('server.key'), serverCertPem: read('server.crt'), otherCaPem: read('other-ca.crt') };
    return cached;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
