import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LiveOptions, LiveScenario } from './cli.js';
import { progress } from './progress.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Which of the live options each script reads. */
const SCRIPT_OPTIONS: Record<LiveScenario, (keyof LiveOptions)[]> = {
  fanout: ['sockets', 'instances', 'events'],
  chat: ['sockets', 'seconds'],
  sync: [],
};

/** The command-line arguments of one live script: the options it reads that were given. */
export function liveArguments(scenario: LiveScenario, options: LiveOptions): string[] {
  return SCRIPT_OPTIONS[scenario].flatMap((name) => {
    const value = options[name];
    return value === undefined ? [] : [`--${name}`, String(value)];
  });
}

/**
 * Runs the live scenarios one after the other, each in its own process (its thousands of sockets
 * and its servers' lifetimes stay out of this one), printing what it prints. Answers whether all
 * of them ran to the end; a budget missed is a finding, printed in their verdict, not a failure.
 */
export async function runLiveScenarios(
  scenarios: readonly LiveScenario[],
  options: LiveOptions,
): Promise<boolean> {
  let allRan = true;
  for (const scenario of scenarios) {
    const args = liveArguments(scenario, options);
    progress(`Live scenario ${scenario} ${args.join(' ')}`.trim());
    const code = await new Promise<number | null>((resolve, reject) => {
      // The same node and loader flags (tsx) as this process.
      const child = spawn(
        process.execPath,
        [...process.execArgv, path.join(here, `${scenario}.ts`), ...args],
        { stdio: 'inherit' },
      );
      child.on('error', reject);
      child.on('exit', resolve);
    });
    if (code !== 0) {
      console.error(`Live scenario ${scenario} did not finish (exit code ${code})`);
      allRan = false;
    }
  }
  return allRan;
}
