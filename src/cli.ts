import { existsSync, statSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { Argument, Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import type { Report, Severity } from './model.js';
import { SEVERITIES } from './model.js';
import type { PathBase } from './repository.js';
import { findGitRoot } from './repository.js';
import { closest, didYouMean } from './suggest.js';
import { EXIT_FAILURE, EXIT_FINDINGS, EXIT_OK, NothingToCheck, SourceError, UsageError, onStop } from './errors.js';
import { WORKING_DIRECTORY_GONE, exitProcess, isMissingWorkingDirectory, standardError, standardOutput, workingDirectory } from './process-io.js';
import { LATEST_RELEASE, parseVersionFlag } from './versions.js';
import { displayText, guardJson, guardText } from './untrusted-text.js';
import { REPORTER_NAMES, loadReporter, parseReportFlag, writeReportFile } from './reporters/index.js';
import { CATALOGUE_FORMATS, CONFIG_FILE_NAME, DEFAULT_PARALLEL, MAX_PARALLEL, collect, failsAt } from './cli-names.js';
import type { FailOnLevel } from './cli-names.js';
import { isBaselineText, writeBaseline } from './baseline.js';
import type { OutputPath, RunInputs } from './safe-write.js';
import { refuseOutputsOverInputs } from './safe-write.js';
import type { GateOptions, ReporterOptions } from './reporters/types.js';
import type { Rule } from './rule.js';
import type { ApiTable } from './kube/api-table.js';
import type { Policy } from './suppressions.js';
import type { ContextSelection } from './fleet.js';
import type { LoadedKubeconfig } from './sources/cluster/kubeconfig.js';
import { builtinRules, configureRun, configuredRules, manifestInputs, runPolicy, runVersions } from './setup.js';
import type { RunFlags } from './setup.js';
import { runFlags } from './setup-flags.js';
import { SHELLS, completionScript, describeCommandLine } from './completion.js';
import type { Shell } from './completion.js';
import { toolVersion } from './package-files.js';
import { addFixCommand } from './fix/cli.js';

export interface CliIO {
  stdout: (text: string) => void;
  /** Bytes that are not text, written as they are (a diff of a file that is not UTF-8); without it, `fix` decodes them. */
  stdoutBytes?: (bytes: Uint8Array) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
  isTTY: boolean;
  /** Writes the live check's progress line, control sequences and all; by default `stderr`. */
  progressLine?: (text: string) => void;
  /** Whether stderr is a terminal: the live check's progress line goes there only then. */
  stderrIsTTY?: boolean;
  cwd: string;
  readStdin?: () => string;
  /** The terminal's width when stdout is one: the table fits its columns to it. */
  columns?: number;
  /** Runs a command for shell completion (kubectl contexts); by default a child process. */
  runCommand?: (command: string, args: string[]) => string | undefined;
}

const EXAMPLES = `
Examples:
  $ k8s-upgrade-check --target 1.37 -f manifests/            check a repository of manifests
  $ helm template my-app ./chart | k8s-upgrade-check --target 1.37 -f -
  $ k8s-upgrade-check --target 1.37 --from 1.34 -f k8s/ -o json > report.json
  $ k8s-upgrade-check --target 1.37 -f k8s/ --fail-on warning  CI gate: fail on warnings too
  $ k8s-upgrade-check --target 1.37 -f k8s/ --severity error   show only the errors (the exit code counts all)
  $ k8s-upgrade-check --target 1.37 -f k8s/ --addon cert-manager=v1.7.0  also the add-on release you move to
  $ k8s-upgrade-check --target 1.37                          check the cluster of the current kubeconfig context
  $ k8s-upgrade-check --target 1.37 --context prod -n shop    another context, one namespace
  $ k8s-upgrade-check --target 1.37 --all-contexts            every context of the kubeconfig, one report
  $ k8s-upgrade-check rules --target 1.37                     list the rules that apply
  $ k8s-upgrade-check explain selinux-mount-conflict          why it breaks and how to fix it

Exit codes: 0 nothing at or above --fail-on, 1 findings at or above it, 2 the run could not be done.`;

const PLUGIN_EXAMPLES = `
Examples:
  $ kubectl upgrade-check                                      check the current context's cluster for its next minor
  $ kubectl upgrade-check --target 1.37                        check the cluster of the current context for 1.37
  $ kubectl upgrade-check --target 1.37 --context prod -n shop  another context, one namespace
  $ kubectl upgrade-check --target 1.37 --all-contexts          every context of the kubeconfig, one report
  $ kubectl upgrade-check --target 1.37 -f manifests/          check a repository of manifests
  $ kubectl upgrade-check explain selinux-mount-conflict       why it breaks and how to fix it

kubectl's flags go after the plugin name (kubectl upgrade-check --context prod, not kubectl --context prod upgrade-check).

Exit codes: 0 nothing at or above --fail-on, 1 findings at or above it, 2 the run could not be done.`;

export interface MainOptions {
  /** Started by kubectl as `kubectl upgrade-check`: help, examples and errors use that name. */
  kubectlPlugin?: boolean;
}

/** Runs the CLI and returns the exit code; never throws. */
export async function main(argv: readonly string[], given: CliIO = processIO(), options: MainOptions = {}): Promise<number> {
  const io = withGuardedStderr(given);
  let exitCode = EXIT_OK;
  const program = buildProgram(io, (code) => (exitCode = code), options);
  // what ends the run where no caller waits (a plugin, a failed write): the same one line, exit code 2
  onStop((error) => exitProcess(handleError(error, io, program.name())));
  try {
    // cobra's protocol, which kubectl's plugin completion speaks: `__complete ARGS... WORD`
    if (argv[0] === COMPLETE_COMMAND) return await completeWords(argv.slice(1), io, options);
    await program.parseAsync([...argv], { from: 'user' });
    return exitCode;
  } catch (error) {
    return handleError(error, io, program.name());
  }
}

/**
 * Messages on stderr (errors, warnings, fix's summary) name files, objects, contexts and servers:
 * they pass the same last check as the reports, so that no escape sequence in a name drives the
 * terminal and no line becomes a CI runner's workflow command. The live check's progress line
 * writes control sequences of its own, and gets the stream as it is.
 */
function withGuardedStderr(io: CliIO): CliIO {
  return Object.create(io, {
    stderr: { value: (text: string) => io.stderr(guardText(text)) },
    progressLine: { value: io.progressLine ?? io.stderr },
  }) as CliIO;
}

function buildProgram(io: CliIO, setExit: (code: number) => void, options: MainOptions = {}): Command {
  const program = new Command(options.kubectlPlugin ? 'kubectl upgrade-check' : 'k8s-upgrade-check')
    .description('Tells you, before you upgrade Kubernetes, what will break and how to fix it.')
    .version(toolVersion(), '--version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .addOption(runFlags.target(`Kubernetes version to upgrade to, e.g. ${LATEST_RELEASE} (a cluster check defaults to the minor after the cluster's)`))
    .addOption(runFlags.filename('manifest file, directory (recursive) or - for stdin; repeatable'))
    .addArgument(runFlags.paths())
    .addOption(runFlags.staticPods())
    .addOption(runFlags.from('the version you run today (names the releases the upgrade crosses)'))
    .addOption(runFlags.addon())
    .addOption(
      new Option(
        '--kubeconfig <file>',
        "without -f, the cluster to check: kubeconfig file (default: KUBECONFIG, ~/.kube/config, or the pod's service account)",
      ),
    )
    .addOption(
      new Option('--context <name>', 'kubeconfig context of the cluster to check (default: the current context); repeatable, to check several').argParser(
        collect,
      ),
    )
    .option('--all-contexts', 'check the cluster of every context in the kubeconfig, in one report')
    .addOption(
      new Option(
        '--cluster-name <name>',
        'the name reports and metrics give the cluster (default: its context), e.g. in a pod, whose context is inClusterContext',
      ),
    )
    .addOption(new Option('--parallel <number>', `clusters checked at once, with several contexts (default: ${DEFAULT_PARALLEL}, at most ${MAX_PARALLEL})`))
    .addOption(new Option('-n, --namespace <name>', "check only this namespace's namespaced objects (default: all namespaces)"))
    .addOption(new Option('--request-timeout <duration>', 'time limit for each API request, e.g. 30s, 1m; 0 for none').default('30s'))
    .addOption(new Option('--qps <number>', 'requests per second to the API server, at most (default: 50)'))
    .addOption(new Option('--burst <number>', 'requests sent at once before --qps applies (default: 100)'))
    .option('--skip-nodes', "do not query each node's kubelet (configuration, metrics) through the node proxy")
    .option(
      '--allow-deprecated-reads',
      'also list kinds the cluster serves only in API versions deprecated at its version (the check then calls a deprecated API)',
    )
    .option('--fail-on-gaps', 'exit 1 when the cluster check could not read something it needed (forbidden or failed)')
    .option('--allow-empty', 'exit 0, not 2, when the files given hold no Kubernetes object (a package.json, a workflow): what the pre-commit hook passes')
    .addOption(new Option('-o, --output <format>', 'output format').choices(REPORTER_NAMES).default('table'))
    .addOption(runFlags.failOn('exit 1 when a finding is at or above this severity (default: error, or failOn in the configuration file)'))
    .addOption(new Option('--report <format=path>', 'also write a report to a file, e.g. sarif=results.sarif; repeatable').argParser(collect))
    .addOption(new Option('--pushgateway <url>', 'also push the prometheus metrics to this Prometheus Pushgateway, e.g. http://pushgateway:9091'))
    .addOption(runFlags.config())
    .option('--show-suppressed', 'list findings suppressed by ignores, annotations or the baseline')
    .addOption(runFlags.baseline('fail only on findings not recorded in this baseline; list the fixed ones'))
    .addOption(new Option('--baseline-write <file>', 'record the current findings as the baseline'))
    .addOption(
      new Option('--severity <level>', 'show only findings of this severity; repeatable (the exit code still counts every finding)')
        .choices(SEVERITIES)
        .argParser(collectChoice(SEVERITIES)),
    )
    .addOption(new Option('--rule <rule-id>', 'show only findings of this rule; repeatable (the exit code still counts every finding)').argParser(collect))
    .option('--no-headers', 'table and wide: print only the rows, without headline, column names, notes and summary')
    .addOption(
      new Option('--path-base <dir>', 'what SARIF, GitHub annotation and JUnit paths are relative to (default: the git root, else the working directory)'),
    )
    .option('--no-color', 'never colour the output')
    .addHelpText('after', options.kubectlPlugin ? PLUGIN_EXAMPLES : EXAMPLES)
    .showSuggestionAfterError(true)
    // options after a subcommand name belong to it: `rules -o json` is not the scan's -o
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr, outputError: () => {} })
    .action(async (paths: string[], opts: ScanOptions) => {
      rejectMistypedCommands(paths, program, io.cwd);
      setExit(
        await scan({ ...opts, filename: [...(opts.filename ?? []), ...paths] }, io).catch((error) => acceptNothingToCheck(error, opts, io, program.name())),
      );
    });

  program
    .command('rules')
    .description('list the rule catalogue (with the rules of the plugins the configuration file names)')
    .addOption(new Option('--target <version>', 'only rules that apply when upgrading to this version'))
    .addOption(new Option('-o, --output <format>', 'output format').choices(CATALOGUE_FORMATS).default('table'))
    .addOption(
      new Option('--config <path>', `configuration file whose plugins to list (default: ${CONFIG_FILE_NAME} in the working directory or the git root)`),
    )
    .action(async (opts: { target?: string; output: string; config?: string }) => {
      const target = opts.target ? parseVersionFlag('--target', opts.target) : undefined;
      const { renderCatalogue } = await import('./catalogue.js');
      // Plugins write rule ids and docs: they leave through the reports' last check.
      const catalogue = await renderCatalogue((await configuredRules(opts.config, io.cwd)).rules, opts.output, target, io.columns);
      io.stdout(opts.output === 'json' ? guardJson(catalogue) : guardText(catalogue));
    });

  program
    .command('explain')
    .description("print a rule's documentation: what changed, why it breaks, how to fix it, sources")
    .argument('<rule-id>', 'rule id, as shown in reports')
    .addOption(new Option('-o, --output <format>', 'text for a terminal, or the Markdown it is written in').choices(['text', 'markdown']).default('text'))
    .option('--no-color', 'never colour the output')
    .addOption(
      new Option('--config <path>', `configuration file whose plugins to include (default: ${CONFIG_FILE_NAME} in the working directory or the git root)`),
    )
    .action(async (ruleId: string, opts: { output: string; color: boolean; config?: string }) => {
      const { rules } = await configuredRules(opts.config, io.cwd);
      const rule = rules.find((r) => r.id === ruleId);
      if (!rule)
        throw new UsageError(
          `unknown rule "${ruleId}"${didYouMean(
            ruleId,
            rules.map((r) => r.id),
          )} ("k8s-upgrade-check rules" lists them)`,
        );
      const [{ explainRule }, { renderMarkdownForTerminal }] = await Promise.all([import('./catalogue.js'), import('./terminal-markdown.js')]);
      const markdown = explainRule(rule);
      if (opts.output === 'markdown') io.stdout(guardText(markdown));
      else io.stdout(renderMarkdownForTerminal(markdown, { color: useColor(opts.color, io), width: io.columns }));
    });

  program
    .command('completion')
    .description('print a shell completion script, e.g. source <(k8s-upgrade-check completion bash)')
    .addArgument(new Argument('<shell>', 'the shell to complete in').choices(SHELLS))
    .action(async (shell: Shell) => {
      io.stdout(completionScript(shell, describeCommandLine(program, await completionValues())));
    });

  addFixCommand(program, { io, setExit });
  return program;
}

interface ScanOptions extends RunFlags {
  output: string;
  failOn?: FailOnLevel;
  color: boolean;
  report?: string[];
  pushgateway?: string;
  showSuppressed?: boolean;
  kubeconfig?: string;
  context?: string[];
  allContexts?: boolean;
  clusterName?: string;
  parallel?: string;
  namespace?: string;
  requestTimeout: string;
  qps?: string;
  burst?: string;
  skipNodes?: boolean;
  allowDeprecatedReads?: boolean;
  failOnGaps?: boolean;
  allowEmpty?: boolean;
  severity?: Severity[];
  rule?: string[];
  headers: boolean;
  pathBase?: string;
}

async function scan(opts: ScanOptions, io: CliIO): Promise<number> {
  const { rules, config, apis } = await configureRun(opts, io.cwd);
  const reportFiles = (opts.report ?? []).map(parseReportFlag);
  refuseOutputsOverInputs(outputsOf(reportFiles, opts.baselineWrite), scanInputs(opts, config, io), io.cwd);
  const pushgateway = opts.pushgateway === undefined ? undefined : (await import('./pushgateway.js')).parsePushgatewayUrl(opts.pushgateway);
  const policy = runPolicy(opts, config, io.cwd);
  const ruleFilter = checkRuleFilter(opts.rule, rules);
  const pathBase = resolvePathBase(opts.pathBase, io.cwd);
  const { paths, staticPodPaths, exclude } = manifestInputs(opts, config, io.cwd);
  // Without manifests, the cluster of the kubeconfig is checked.
  const live = paths.length === 0 && !staticPodPaths?.length;
  const { target: given, from } = runVersions(opts, config, live);
  const failOn = opts.failOn ?? config?.failOn ?? 'error';
  const fleet = live ? await contextsToCheck(opts, io) : undefined;
  let report: Report;
  if (fleet && fleet.contexts.length > 1) {
    report = await checkFleet(opts, fleet, { target: given, from }, io, { rules, apis, policy });
  } else {
    const single = {
      ...(fleet ? { context: fleet.contexts[0].name, loaded: fleet.loaded } : { context: opts.context?.[0] }),
      ...(opts.clusterName !== undefined ? { clusterName: clusterNameFlag(opts.clusterName) } : {}),
    };
    const cluster = live ? await connectLive(opts, single, given, from, io, apis.customKinds()) : undefined;
    if (!cluster) rejectLiveFlags(opts);
    const target = cluster?.target ?? given!;
    // Only a scan needs the engine and the manifest loader: --version, help, rules and explain start without them.
    const [{ run }, { manifestSource }] = await Promise.all([import('./run.js'), import('./sources/manifests.js')]);
    report = await run({
      target,
      from: cluster ? cluster.minor : from,
      rules,
      apis,
      source: cluster ?? manifestSource({ paths, staticPodPaths, cwd: io.cwd, readStdin: io.readStdin, exclude }),
      policy,
    });
    if (cluster && !given) report.targetFromCluster = true;
  }
  const reporterOptions: ReporterOptions & GateOptions = {
    color: useColor(opts.color, io),
    toolVersion: toolVersion(),
    rules,
    failOn,
    showSuppressed: opts.showSuppressed,
    pathBase,
  };
  // Files first: a report that cannot be written ends the run (exit 2) before anything is printed.
  if (opts.baselineWrite) writeBaseline(opts.baselineWrite, io.cwd, report.suppressed?.filter((f) => f.suppression.by === 'baseline') ?? []);
  for (const file of reportFiles) await writeReportFile(file, report, reporterOptions, io.cwd);
  // --severity and --rule narrow what is printed; report files and the exit code see every finding.
  const shown = withDisplayFilters(report, opts.severity, ruleFilter);
  io.stdout((await loadReporter(opts.output))(shown, { ...reporterOptions, width: io.columns, noHeaders: !opts.headers }));
  // After the report: a Pushgateway that is down must not cost the user what the run found.
  if (pushgateway) await (await import('./pushgateway.js')).pushReport(pushgateway, report, reporterOptions);
  const unseen = opts.failOnGaps && report.gaps.some((gap) => gap.cause === 'forbidden' || gap.cause === 'failed');
  return unseen ? EXIT_FINDINGS : exitCodeFor(report, failOn);
}

/** The files a scan writes: a baseline may replace the last baseline, nothing else the run reads. */
function outputsOf(reports: readonly { format: string; path: string }[], baselineWrite: string | undefined): OutputPath[] {
  const outputs: OutputPath[] = reports.map((file) => ({ flag: `--report ${file.format}=${file.path}`, path: file.path }));
  if (baselineWrite) outputs.push({ flag: `--baseline-write ${baselineWrite}`, path: baselineWrite, replaces: isBaselineText });
  return outputs;
}

/** What a scan reads: the manifests, the configuration file, the baseline and, for a cluster, its kubeconfig files. */
function scanInputs(opts: ScanOptions, config: { file: string } | undefined, io: CliIO): RunInputs {
  const manifests = [
    ...(opts.filename ?? []).filter((p) => p !== '-').map((path) => ({ flag: '-f', path })),
    ...(opts.staticPods ?? []).map((path) => ({ flag: '--static-pods', path })),
  ];
  const files = [config && { flag: '--config', path: config.file }, opts.baseline && { flag: '--baseline', path: opts.baseline }].filter(
    (f): f is { flag: string; path: string } => Boolean(f),
  );
  if (!opts.filename?.length && !opts.staticPods?.length) {
    const home = io.env.HOME ?? io.env.USERPROFILE;
    const kubeconfigs = opts.kubeconfig
      ? [opts.kubeconfig]
      : io.env.KUBECONFIG
        ? io.env.KUBECONFIG.split(delimiter).filter(Boolean)
        : home
          ? [join(home, '.kube', 'config')]
          : [];
    files.push(...kubeconfigs.map((path) => ({ flag: 'kubeconfig', path })));
  }
  return { manifests, files };
}

/** The live-cluster source and client-node load only here, never for a manifest scan. */
async function connectLive(
  opts: ScanOptions,
  context: { context?: string; loaded?: LoadedKubeconfig; clusterName?: string },
  target: string | undefined,
  from: string | null,
  io: CliIO,
  customKinds: ReadonlySet<string>,
) {
  const { connectForRun } = await import('./sources/cluster/index.js');
  const { terminalLine } = await import('./sources/cluster/progress.js');
  return connectForRun({
    ...liveOptions(opts, io, customKinds),
    ...context,
    target,
    from,
    progress: io.stderrIsTTY ? terminalLine(io.progressLine ?? io.stderr) : undefined,
  });
}

/** How every cluster of the run is reached and read, whichever context it is. */
function liveOptions(opts: ScanOptions, io: CliIO, customKinds: ReadonlySet<string>) {
  return {
    kubeconfig: opts.kubeconfig,
    namespace: opts.namespace,
    requestTimeout: opts.requestTimeout,
    qps: opts.qps,
    burst: opts.burst,
    skipNodes: opts.skipNodes,
    allowDeprecatedReads: opts.allowDeprecatedReads,
    customKinds,
    env: io.env,
    warn: io.stderr,
  };
}

/** A name for reports and metrics: one line of something, as a label and a Pushgateway group take it. */
function clusterNameFlag(value: string): string {
  const name = value.trim();
  if (name === '' || name.length > 253 || /[\p{Cc}]/u.test(name))
    throw new UsageError(`--cluster-name "${displayText(value.slice(0, 60))}": give a name of 1 to 253 characters on one line, e.g. prod-eu`);
  return name;
}

/** With several `--context`s or `--all-contexts`, the contexts of the kubeconfig to check; otherwise the run's one context. */
async function contextsToCheck(opts: ScanOptions, io: CliIO): Promise<ContextSelection | undefined> {
  if (!opts.allContexts && (opts.context?.length ?? 0) <= 1) {
    if (opts.parallel !== undefined) throw new UsageError('--parallel applies to a check of several contexts (--context repeated, or --all-contexts)');
    return undefined;
  }
  const { selectContexts } = await import('./fleet.js');
  return selectContexts(opts.context, Boolean(opts.allContexts), opts.parallel, { kubeconfig: opts.kubeconfig, env: io.env });
}

/** Several clusters, one report: each checked for the same target, a few at a time. */
async function checkFleet(
  opts: ScanOptions,
  selection: ContextSelection,
  versions: { target: string | undefined; from: string | null },
  io: CliIO,
  run: { rules: readonly Rule[]; apis: ApiTable; policy: Policy },
): Promise<Report> {
  const count = selection.contexts.length;
  if (opts.clusterName !== undefined)
    throw new UsageError('--cluster-name names the cluster of a check of one context; a check of several names each by its context');
  if (!versions.target)
    throw new UsageError(`checking ${count} contexts needs --target (or target: in ${CONFIG_FILE_NAME}): their clusters may run different versions`);
  if (versions.from) throw new UsageError(`--from applies to a check of one context; each cluster's own version is its starting point`);
  const [{ runFleet }, { FleetProgress }] = await Promise.all([import('./fleet.js'), import('./fleet-progress.js')]);
  const progress = io.stderrIsTTY ? new FleetProgress(io.progressLine ?? io.stderr, count, io.columns) : undefined;
  return runFleet({
    selection,
    target: versions.target,
    ...run,
    live: { ...liveOptions(opts, io, run.apis.customKinds()), ...(progress ? { warn: (line: string) => progress.print(line) } : {}) },
    progress,
  });
}

/** With --allow-empty, files that hold no Kubernetes object pass (said on stderr); anything else still stops the run. */
function acceptNothingToCheck(error: unknown, opts: ScanOptions, io: CliIO, name: string): number {
  if (!(opts.allowEmpty && error instanceof NothingToCheck)) throw error;
  io.stderr(`${name}: nothing to check: ${displayText(error.what)}\n`);
  return EXIT_OK;
}

function rejectLiveFlags(opts: ScanOptions): void {
  const given = [
    opts.kubeconfig && '--kubeconfig',
    opts.context?.length && '--context',
    opts.allContexts && '--all-contexts',
    opts.clusterName !== undefined && '--cluster-name',
    opts.parallel !== undefined && '--parallel',
    opts.namespace && '--namespace',
    opts.qps && '--qps',
    opts.burst && '--burst',
    opts.skipNodes && '--skip-nodes',
    opts.allowDeprecatedReads && '--allow-deprecated-reads',
  ].filter(Boolean);
  if (given.length)
    throw new UsageError(
      `${given.join(', ')} ${given.length > 1 ? 'apply' : 'applies'} to a cluster check; leave out -f and --static-pods to check the cluster, or drop ${given.length > 1 ? 'them' : 'it'} to check manifests`,
    );
}

/**
 * A path after the options that does not exist and is close to a subcommand was meant as one
 * (`rulez`, `version`): say so rather than "cannot read rulez".
 */
function rejectMistypedCommands(paths: readonly string[], program: Command, cwd: string): void {
  const commands = program.commands.map((c) => c.name());
  const flags: Record<string, string> = { version: '--version', help: '--help' };
  for (const path of paths) {
    if (path === '-' || /[\\/.]/.test(path) || existsSync(resolve(cwd, path))) continue;
    const suggestion = flags[path.toLowerCase()] ?? closest(path, commands);
    if (suggestion) throw new UsageError(`unknown command "${path}"; did you mean "${suggestion}"? (no file or directory of that name either)`);
  }
}

/** The rule ids given to --rule, each known (a typo would hide everything without a word). */
function checkRuleFilter(ids: readonly string[] | undefined, rules: readonly Rule[]): string[] | undefined {
  if (!ids?.length) return undefined;
  const known = rules.map((r) => r.id);
  const list = ids
    .flatMap((id) => id.split(','))
    .map((id) => id.trim())
    .filter(Boolean);
  for (const id of list)
    if (!known.includes(id)) throw new UsageError(`--rule: unknown rule "${id}"${didYouMean(id, known)} ("k8s-upgrade-check rules" lists them)`);
  return list;
}

/** The report as printed under --severity and --rule: the findings left out are counted, not dropped silently. */
function withDisplayFilters(report: Report, severities: readonly Severity[] | undefined, ruleIds: readonly string[] | undefined): Report {
  if (!severities?.length && !ruleIds?.length) return report;
  const findings = report.findings.filter((f) => (!severities?.length || severities.includes(f.severity)) && (!ruleIds?.length || ruleIds.includes(f.ruleId)));
  const by = [...(severities ?? []).map((s) => `--severity ${s}`), ...(ruleIds ?? []).map((id) => `--rule ${id}`)].join(' ');
  const count = report.findings.length - findings.length;
  return { ...report, findings, ...(count > 0 ? { hidden: { count, by } } : {}) };
}

/** The git root, or --path-base: what code scanning, annotations and test reports count paths from. */
function resolvePathBase(flag: string | undefined, cwd: string): PathBase {
  if (flag === undefined) return { cwd, root: findGitRoot(cwd) ?? cwd };
  const root = resolve(cwd, flag);
  if (!isDirectory(root)) throw new UsageError(`--path-base ${flag}: not a directory`);
  return { cwd, root };
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** A repeatable option with fixed values: commander checks one value, this keeps them all. */
function collectChoice<T extends string>(choices: readonly T[]): (value: string, previous: T[] | undefined) => T[] {
  return (value, previous) => {
    if (!choices.includes(value as T)) throw new InvalidArgumentError(`Allowed choices are ${choices.join(', ')}.`);
    return [...(previous ?? []), value as T];
  };
}

function exitCodeFor(report: Report, failOn: FailOnLevel): number {
  return report.findings.some((f) => failsAt(f.severity, failOn)) ? EXIT_FINDINGS : EXIT_OK;
}

/** NO_COLOR wins, then FORCE_COLOR, then whether stdout is a terminal. */
export function useColor(flag: boolean, io: Pick<CliIO, 'env' | 'isTTY'>): boolean {
  if (!flag) return false;
  if (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== '') return false;
  const force = io.env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  return io.isTTY;
}

function handleError(error: unknown, io: CliIO, name: string): number {
  if (error instanceof CommanderError) {
    if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help') return EXIT_OK;
    io.stderr(`${name}: ${error.message.replace(/^error: /, '')}\n`);
    return EXIT_FAILURE;
  }
  // One line, whatever the names in it hold: a line break in a file name is shown as \n.
  if (error instanceof UsageError || error instanceof SourceError) {
    io.stderr(`${name}: ${displayText(error.message)}\n`);
    return EXIT_FAILURE;
  }
  if (isMissingWorkingDirectory(error)) {
    io.stderr(`${name}: ${WORKING_DIRECTORY_GONE}\n`);
    return EXIT_FAILURE;
  }
  const message = error instanceof Error ? error.message : String(error);
  io.stderr(`${name}: internal error: ${displayText(message)} (set DEBUG=1 for details and please report it)\n`);
  if (io.env.DEBUG && error instanceof Error && error.stack) io.stderr(error.stack + '\n');
  return EXIT_FAILURE;
}

function processIO(): CliIO {
  const stdout = standardOutput();
  return {
    // `| head` that stops reading, a full disk: see standardOutput
    stdout,
    // the same guarded stream, which writes a buffer as it is
    stdoutBytes: (bytes) => stdout(bytes as unknown as string),
    stderr: standardError(),
    env: process.env,
    isTTY: Boolean(process.stdout.isTTY),
    stderrIsTTY: Boolean(process.stderr.isTTY),
    // read when a command needs it: --version and --help work in a directory that was removed
    get cwd() {
      return workingDirectory();
    },
    columns: process.stdout.isTTY ? process.stdout.columns : undefined,
  };
}

const COMPLETE_COMMAND = '__complete';

/** Prints the candidates for the last word of `words`, one a line, then cobra's `:<directive>`. */
/**
 * What completion offers for values named by their placeholder: rule ids, and the first half of
 * `--addon NAME=VERSION` and `--report FORMAT=PATH` (the user types the rest after the `=`).
 */
async function completionValues(): Promise<Record<string, readonly string[]>> {
  const [rules, { knownAddonNames }] = await Promise.all([builtinRules(), import('./kube/api-table.js')]);
  return {
    'rule-id': rules.map((r) => r.id).sort(),
    'name=version': knownAddonNames([]).map((name) => `${name}=`),
    'format=path': REPORTER_NAMES.map((format) => `${format}=`),
  };
}

async function completeWords(words: readonly string[], io: CliIO, options: MainOptions): Promise<number> {
  const { completeCommandLine } = await import('./complete.js');
  const program = buildProgram(io, () => {}, options);
  io.stdout(completeCommandLine(describeCommandLine(program, await completionValues()), words, { env: io.env, cwd: io.cwd, runCommand: io.runCommand }));
  return EXIT_OK;
}
