/** Control-plane static pods and workloads that run a component binary: their command lines. */
import type { K8sObject, Path } from '../../model.js';
import { containersOf, podSpecOf } from '../workloads.js';
import { addFlag } from './flags.js';
import { shellCommands } from './shell.js';
import type { Component, ComponentSettings, ComponentSite, SettingSource } from './types.js';

const BINARIES: Record<string, Component> = {
  'kube-apiserver': 'kube-apiserver',
  'kube-controller-manager': 'kube-controller-manager',
  'kube-scheduler': 'kube-scheduler',
  'kube-proxy': 'kube-proxy',
  kubelet: 'kubelet',
};

/** `hyperkube <name>` accepted both the short and the binary name. */
const HYPERKUBE_COMMANDS: Record<string, Component> = {
  ...BINARIES,
  apiserver: 'kube-apiserver',
  'controller-manager': 'kube-controller-manager',
  scheduler: 'kube-scheduler',
  proxy: 'kube-proxy',
};

const SHELLS = new Set(['sh', 'bash', 'ash', 'dash', 'zsh', 'busybox', 'powershell', 'pwsh', 'cmd']);
/** Shells where a backslash is a path separator, not an escape. */
const WINDOWS_SHELLS = new Set(['powershell', 'pwsh', 'cmd']);

/** `-c`, `-ec`, `-xc` (POSIX shells), `-Command` (PowerShell), `/c` (cmd). */
const SCRIPT_OPTION = /^(?:-[a-z]*c[a-z]*|-[Cc]ommand|\/[cC])$/;

export interface ArgItem {
  text: string;
  path: Path;
}

/** The program name of a command: `/usr/local/bin/kube-proxy` and `C:\\k\\kube-proxy.exe` are both `kube-proxy`. */
function basename(command: string): string {
  return command.slice(Math.max(command.lastIndexOf('/'), command.lastIndexOf('\\')) + 1).replace(/\.exe$/i, '');
}

/** The component an image runs when a container gives only `args`: `registry.k8s.io/kube-proxy:v1.33.0`. */
function componentOfImage(image: unknown): Component | undefined {
  if (typeof image !== 'string') return undefined;
  const name = basename(image.split('@')[0].replace(/:[^/:]*$/, ''));
  return BINARIES[name.replace(/-(?:amd64|arm64|arm|ppc64le|s390x)$/, '')];
}

export function collectContainers(obj: K8sObject, out: ComponentSettings): void {
  const pod = podSpecOf(obj);
  if (!pod) return;
  for (const ref of containersOf(pod)) {
    // Most containers run their image's entrypoint: nothing to read.
    if (!Array.isArray(ref.container.command) && !Array.isArray(ref.container.args)) continue;
    const argv: ArgItem[] = [];
    for (const field of ['command', 'args'] as const) {
      const list = ref.container[field];
      if (!Array.isArray(list)) continue;
      list.forEach((item, i) => {
        if (typeof item === 'string' || typeof item === 'number') argv.push({ text: String(item), path: [...ref.path, field, i] });
      });
    }
    if (argv.length === 0) continue;
    const hasCommand = Array.isArray(ref.container.command) && ref.container.command.length > 0;
    const imageComponent = hasCommand ? undefined : componentOfImage(ref.container.image);
    collectCommandLine(argv, imageComponent, out);
  }
}

/** Finds the component a command line runs and records its flags. */
function collectCommandLine(argv: ArgItem[], imageComponent: Component | undefined, out: ComponentSettings): void {
  if (argv.length === 0) return;
  if (argv[0].text.startsWith('-')) {
    if (imageComponent) addCommandLine(imageComponent, argv[0].path, argv, out);
    return;
  }
  const first = basename(argv[0].text);
  const component = BINARIES[first];
  if (component) {
    addCommandLine(component, argv[0].path, argv.slice(1), out);
    return;
  }
  if (first === 'hyperkube' && argv[1]) {
    const sub = HYPERKUBE_COMMANDS[argv[1].text];
    if (sub) addCommandLine(sub, argv[1].path, argv.slice(2), out);
    return;
  }
  if (SHELLS.has(first)) {
    const option = argv.findIndex((item, i) => i > 0 && SCRIPT_OPTION.test(item.text));
    if (option > 0 && argv[option + 1]) collectShellScript(argv[option + 1], !WINDOWS_SHELLS.has(first), out);
  }
}

function addCommandLine(component: Component, binaryPath: Path, args: ArgItem[], out: ComponentSettings): void {
  addArguments(component, binaryPath, args, 'command-line', out);
}

/** A component's arguments as pflag reads them, wherever they are written: a container's command line, an environment file. */
export function addArguments(component: Component, anchorPath: Path, args: ArgItem[], source: SettingSource, out: ComponentSettings): void {
  const site: ComponentSite = { components: [component], anchorPath, source, implied: false };
  out.sites.push(site);
  for (let i = 0; i < args.length; i++) {
    const text = args[i].text;
    if (!text.startsWith('--') || text === '--') continue;
    const eq = text.indexOf('=');
    let name = eq < 0 ? text.slice(2) : text.slice(2, eq);
    let value: string | null = eq < 0 ? null : text.slice(eq + 1);
    let path = args[i].path;
    // `--feature-gates` `A=true`: pflag takes the next argument as the value of a non-boolean flag.
    if (value === null && args[i + 1] && !args[i + 1].text.startsWith('-')) {
      value = args[i + 1].text;
      path = args[i + 1].path;
      i++;
    }
    name = name.trim();
    if (name === 'feature-gates' && !site.gatesPath) site.gatesPath = path;
    addFlag({ components: [component], name, value, path, source }, out);
  }
}

/**
 * `sh -c "exec kube-proxy --feature-gates=... --v=2"`: finds the command that runs a component in
 * the script and reads its flags. Every setting points at the script item.
 */
function collectShellScript(script: ArgItem, posix: boolean, out: ComponentSettings): void {
  for (const words of shellCommands(script.text, posix)) {
    let start = 0;
    while (start < words.length && (words[start] === 'exec' || /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[start]))) start++;
    const items = words.slice(start).map((text) => ({ text, path: script.path }));
    if (items.length === 0) continue;
    const first = basename(items[0].text);
    if (BINARIES[first] || first === 'hyperkube') {
      collectCommandLine(items, undefined, out);
      return;
    }
  }
}
