import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { keysCommand } from './keys-command.js';
import { serveCommand } from './serve-command.js';
import { webhooksCommand } from './webhooks-command.js';

/** The `veil` command line. Commands only parse options and call into the library. */
export async function runCli(argv: string[] = hideBin(process.argv)): Promise<void> {
  await yargs(argv)
    .scriptName('veil')
    .usage('$0 <command> [options]')
    .command(serveCommand)
    .command(keysCommand)
    .command(webhooksCommand)
    .demandCommand(1, 'Name a command: serve, keys or webhooks.')
    .strict()
    .help()
    .alias('help', 'h')
    .version()
    .fail((message, error, parser) => {
      if (error) throw error;
      process.stderr.write(`${parser.help()}\n\n${message}\n`);
      process.exit(2);
    })
    .parseAsync();
}
