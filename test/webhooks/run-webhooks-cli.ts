import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { webhooksCommand } from '../../src/cli/webhooks-command.js';

/**
 * Runs `veil webhooks ...` without the rest of the command line, so the command can be tested in
 * its own process before it is listed in src/cli/index.ts. Usage: node run-webhooks-cli.js webhooks add URL
 */
await yargs(hideBin(process.argv))
  .scriptName('veil')
  .command(webhooksCommand)
  .demandCommand(1)
  .strict()
  .fail((message, error) => {
    if (error) throw error;
    process.stderr.write(`${message}\n`);
    process.exit(2);
  })
  .parseAsync();
