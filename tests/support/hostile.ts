/** Hostile inputs shared by the loader's tests and the fuzz suite. */

export const CONFIG_MAP = (name: string) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n`;

/** An object every run reports (removed-api, at line 1), so that a file's finding proves it was read. */
export const REMOVED_INGRESS = (name: string) => `apiVersion: extensions/v1beta1\nkind: Ingress\nmetadata:\n  name: ${name}\n`;

/** `levels` anchors, each a list of `fanout` aliases of the one before: fanout^levels strings once expanded. */
export function laughs(levels: number, fanout: number, name = 'laughs'): string {
  const lines = [CONFIG_MAP(name) + 'data:', `  a0: &a0 [${Array(fanout).fill('lol').join(', ')}]`];
  for (let i = 1; i <= levels; i++) lines.push(`  a${i}: &a${i} [${Array(fanout).fill(`*a${i - 1}`).join(', ')}]`);
  return lines.join('\n') + '\n';
}
