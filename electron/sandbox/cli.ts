/**
 * Entry of the standalone sandbox (`npm run sandbox`, bundled to out/main/sandbox.js and run
 * with plain Node). Everything testable lives in cli/run-cli.ts.
 */
import { stopWithLauncher } from '../shared/launcher-watch';
import { restrictNewFiles } from '../shared/private-files';
import { runCli } from './cli/run-cli';

// The state file holds passenger names and documents: private to the account running it.
restrictNewFiles();
void runCli(
  process.argv.slice(2),
  process.env,
  (line) => process.stdout.write(`${line}\n`),
  (line) => process.stderr.write(`${line}\n`),
).then(({ exitCode, sandbox }) => {
  if (exitCode !== null) {
    process.exitCode = exitCode;
    return;
  }
  const stop = (): void => {
    void sandbox?.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.once('SIGHUP', stop);
  stopWithLauncher(stop);
});
