import { expect, it } from 'vitest';
import rule from '../../../rules/1.36/strict-ip-cidr-validation.js';
import { checkCIDR, checkIP } from '../../../src/kube/ip-strictness.js';
import { ruleTester, runRuleOnFixture } from '../../../src/testing/rule-tester.js';

ruleTester(rule, {
  target: '1.36',
  valid: [
    'valid.canonical.yaml',
    { fixture: 'invalid.workloads.yaml', target: '1.35' },
    // a cluster on 1.38 validates strictly already: such objects were refused or are stored as they are
    { fixture: 'invalid.workloads.yaml', from: '1.38', target: '1.39' },
  ],
  invalid: [
    {
      fixture: 'invalid.workloads.yaml',
      errors: [
        { messageId: 'template', line: 14, severity: 'error', release: '1.36', object: 'Deployment shop/legacy-client' },
        { messageId: 'template', line: 19, severity: 'error', object: 'Deployment shop/legacy-client' },
        { messageId: 'object', line: 34, severity: 'warning', object: 'Service shop/edge' },
        { messageId: 'object', line: 47, severity: 'warning', object: 'NetworkPolicy shop/office' },
      ],
    },
    {
      code: 'apiVersion: v1\nkind: Service\nmetadata: {name: api}\nspec:\n  clusterIP: 10.96.000.10\n  ports: [{port: 80}]\n',
      errors: [
        {
          messageId: 'object',
          line: 5,
          data: {
            field: 'spec.clusterIP',
            value: '10.96.000.10',
            problem: 'leading zeros',
            canonical: '10.96.0.10',
            kind: 'Service',
            name: 'api',
            immutable: ' (the field cannot change on a stored Service: recreate it)',
          },
        },
      ],
    },
  ],
});

it('says what is wrong with the value and what to write instead', () => {
  const [alias, nameserver, range] = runRuleOnFixture(rule, 'invalid.workloads.yaml', { target: '1.37' });
  expect(alias.message).toBe(
    'spec.template.spec.hostAliases[0].ip is 010.020.0.5, which has leading zeros: from Kubernetes 1.36 the API server rejects it, so every new pod of Deployment legacy-client is refused (StrictIPCIDRValidation).',
  );
  expect(alias.fix).toBe('Write 10.20.0.5 instead of 010.020.0.5.');
  expect(nameserver.fix).toBe('Write 10.0.0.10 instead of ::ffff:10.0.0.10.');
  expect(range.fix).toBe('Write 203.0.113.0/24 instead of 203.0.113.7/24.');
});

it.each([
  ['010.0.0.1', { problem: 'leading-zeros', canonical: '10.0.0.1' }],
  ['0:0:0:0:0:ffff:a00:1', { problem: 'ipv4-mapped', canonical: '10.0.0.1' }],
  ['10.0.0.1', undefined],
  ['2001:db8::1', undefined],
  ['not an address', undefined],
])('checkIP(%s)', (value, expected) => {
  expect(checkIP(value)).toEqual(expected);
});

it.each([
  ['10.0.0.0/08', { problem: 'leading-zeros', canonical: '10.0.0.0/8' }],
  ['10.1.2.3/16', { problem: 'host-bits', canonical: '10.1.0.0/16' }],
  ['2001:db8::1/48', { problem: 'host-bits', canonical: '2001:db8::/48' }],
  ['::ffff:10.1.0.0/112', { problem: 'ipv4-mapped', canonical: '10.1.0.0/16' }],
  ['10.1.0.0/16', undefined],
  ['fd00::/8', undefined],
])('checkCIDR(%s)', (value, expected) => {
  expect(checkCIDR(value)).toEqual(expected);
});
