/**
 * IP and CIDR values that Kubernetes' legacy parsing accepted and its strict validation
 * (StrictIPCIDRValidation, on from 1.36) rejects: IPv4 octets with leading zeros (read as decimal
 * by the legacy parser), IPv4-mapped IPv6 addresses, and CIDRs with bits set beyond the prefix.
 * Each answer carries the value written canonically, which is what the fix should be.
 */
import { isIPv4, isIPv6 } from 'node:net';

export type StrictnessProblem = 'leading-zeros' | 'ipv4-mapped' | 'host-bits';

export interface StrictnessFinding {
  problem: StrictnessProblem;
  /** The same address or network, written as strict validation accepts it. */
  canonical: string;
}

const SLOPPY_IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The octets of a dotted quad the legacy parser accepts (leading zeros allowed, read as decimal). */
function sloppyIPv4(text: string): number[] | undefined {
  const m = SLOPPY_IPV4.exec(text);
  if (!m) return undefined;
  const octets = m.slice(1).map(Number);
  return octets.every((o) => o <= 255) ? octets : undefined;
}

/** The eight 16-bit groups of an IPv6 address (with an embedded dotted quad), or undefined. */
function ipv6Groups(text: string): number[] | undefined {
  if (!isIPv6(text)) return undefined;
  let head = text;
  const tail: number[] = [];
  const quad = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad) {
    const octets = sloppyIPv4(quad[2])!;
    tail.push((octets[0] << 8) | octets[1], (octets[2] << 8) | octets[3]);
    head = quad[1].endsWith('::') ? quad[1] : quad[1].slice(0, -1);
  }
  const [left, right] = head.includes('::') ? head.split('::') : [head, undefined];
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const l = parse(left);
  const r = right === undefined ? [] : parse(right);
  const fill = 8 - l.length - r.length - tail.length;
  return [...l, ...new Array(right === undefined ? 0 : fill).fill(0), ...r, ...tail];
}

function mappedIPv4(text: string): string | undefined {
  const g = ipv6Groups(text);
  if (g?.length !== 8 || g.slice(0, 5).some((x) => x !== 0) || g[5] !== 0xffff) return undefined;
  return [g[6] >> 8, g[6] & 255, g[7] >> 8, g[7] & 255].join('.');
}

export function checkIP(value: string): StrictnessFinding | undefined {
  const text = value.trim();
  const octets = sloppyIPv4(text);
  if (octets) return isIPv4(text) && !/(^|\.)0\d/.test(text) ? undefined : { problem: 'leading-zeros', canonical: octets.join('.') };
  const mapped = mappedIPv4(text);
  if (mapped) return { problem: 'ipv4-mapped', canonical: mapped };
  return undefined;
}

function maskedIPv4(octets: number[], bits: number): number[] {
  return octets.map((o, i) => {
    const keep = Math.max(0, Math.min(8, bits - i * 8));
    return keep === 0 ? 0 : o & (0xff << (8 - keep)) & 0xff;
  });
}

function maskedIPv6(groups: number[], bits: number): number[] {
  return groups.map((g, i) => {
    const keep = Math.max(0, Math.min(16, bits - i * 16));
    return keep === 0 ? 0 : g & (0xffff << (16 - keep)) & 0xffff;
  });
}

function ipv6Text(groups: number[]): string {
  // the shortest form: the longest run of zero groups becomes "::"
  let best = { at: -1, length: 0 };
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.length && j - i > 1) best = { at: i, length: j - i };
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.at < 0) return hex.join(':');
  return `${hex.slice(0, best.at).join(':')}::${hex.slice(best.at + best.length).join(':')}`;
}

export function checkCIDR(value: string): StrictnessFinding | undefined {
  const m = /^([^/]+)\/(\d+)$/.exec(value.trim());
  if (!m) return undefined;
  const [, address, prefixText] = m;
  const prefix = Number(prefixText);
  const zeros = /^0\d/.test(prefixText);
  const octets = sloppyIPv4(address);
  if (octets) {
    if (prefix > 32) return undefined;
    const network = maskedIPv4(octets, prefix).join('.');
    const canonical = `${network}/${prefix}`;
    if (zeros || !isIPv4(address) || /(^|\.)0\d/.test(address)) return { problem: 'leading-zeros', canonical };
    return network === octets.join('.') ? undefined : { problem: 'host-bits', canonical };
  }
  const mapped = mappedIPv4(address);
  if (mapped && prefix >= 96)
    return { problem: 'ipv4-mapped', canonical: `${maskedIPv4(mapped.split('.').map(Number), prefix - 96).join('.')}/${prefix - 96}` };
  const groups = ipv6Groups(address);
  if (!groups || prefix > 128) return undefined;
  const masked = maskedIPv6(groups, prefix);
  const canonical = `${ipv6Text(masked)}/${prefix}`;
  if (zeros) return { problem: 'leading-zeros', canonical };
  return masked.every((g, i) => g === groups[i]) ? undefined : { problem: 'host-bits', canonical };
}
