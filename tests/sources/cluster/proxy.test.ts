import { describe, expect, it } from 'vitest';
import { proxyFromEnvironment } from '../../../src/sources/cluster/kubeconfig.js';

const PROXY = 'http://proxy.corp:3128';

/** The proxy kubectl would use for this server under this NO_PROXY, as golang.org/x/net/http/httpproxy decides it. */
function proxyFor(server: string, noProxy: string): string | undefined {
  return proxyFromEnvironment(server, { HTTPS_PROXY: PROXY, HTTP_PROXY: PROXY, NO_PROXY: noProxy });
}

describe('HTTPS_PROXY and NO_PROXY, read as kubectl reads them', () => {
  it.each<[string, string, boolean]>([
    // IP ranges and addresses: a server at a pod's service address
    ['https://10.96.0.1', '10.0.0.0/8', false],
    ['https://10.96.0.1', '192.168.0.0/16', true],
    ['https://10.96.0.1:6443', '10.96.0.1', false],
    ['https://10.96.0.1:6443', '10.96.0.1:6443', false],
    ['https://10.96.0.1:6443', '10.96.0.1:443', true],
    ['https://[fd00::1]:6443', 'fd00::/8', false],
    ['https://[fd00::1]:6443', '[fd00::1]:6443', false],
    // names: y.com covers itself and its subdomains, .y.com and *.y.com only the subdomains
    ['https://api.corp.example', 'corp.example', false],
    ['https://corp.example', 'corp.example', false],
    ['https://corp.example', '.corp.example', true],
    ['https://api.corp.example', '.corp.example', false],
    ['https://corp.example', '*.corp.example', true],
    ['https://api.corp.example', '*.corp.example', false],
    ['https://notcorp.example', 'corp.example', true],
    // a port applies to that port only; the URL's default port counts
    ['https://api.corp.example:6443', 'api.corp.example:6443', false],
    ['https://api.corp.example:6443', 'api.corp.example:443', true],
    ['https://api.corp.example', 'api.corp.example:443', false],
    // everything, nothing, and the addresses never proxied
    ['https://api.corp.example', '*', false],
    ['https://api.corp.example', '', true],
    ['https://127.0.0.1:6443', '', false],
    ['https://[::1]:6443', '', false],
    ['https://localhost:6443', '', false],
    ['https://api.corp.example', ' other.example , API.CORP.EXAMPLE ', false],
  ])('%s with NO_PROXY=%j goes through the proxy: %s', (server, noProxy, proxied) => {
    expect(proxyFor(server, noProxy)).toBe(proxied ? PROXY : undefined);
  });

  it('takes HTTP_PROXY for http servers, and adds http:// to a proxy given without a scheme', () => {
    expect(proxyFromEnvironment('http://api.corp.example', { HTTP_PROXY: 'proxy.corp:3128', HTTPS_PROXY: 'https://other:1' })).toBe('http://proxy.corp:3128');
    expect(proxyFromEnvironment('https://api.corp.example', { http_proxy: 'proxy.corp:3128' })).toBeUndefined();
  });
});
