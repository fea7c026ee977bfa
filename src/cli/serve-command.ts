import type { CommandModule } from 'yargs';
import { ConfigError, loadConfig } from '../config/load-config.js';

interface ServeArgs {
  config: string | undefined;
  host: string | undefined;
  port: number | undefined;
  'data-dir': string | undefined;
}

export const serveCommand: CommandModule<object, ServeArgs> = {
  command: 'serve',
  describe: 'Run the gateway',
  builder: (yargs) =>
    yargs
      .option('config', { type: 'string', describe: 'Config file (YAML or JSON); also VEIL_CONFIG' })
      .option('host', { type: 'string', describe: 'Address to listen on (default 127.0.0.1; also VEIL_HOST)' })
      .option('port', { type: 'number', describe: 'Port (default 8080; 0 picks a free one; also VEIL_PORT)' })
      .option('data-dir', { type: 'string', describe: 'Data directory (default ./data; also VEIL_DATA_DIR)' }),
  handler: async (args) => {
    let config;
    try {
      config = loadConfig({ config: args.config, host: args.host, port: args.port, dataDir: args['data-dir'] });
    } catch (error) {
      if (error instanceof ConfigError) {
        process.stderr.write(`veil: ${error.message}\n`);
        process.exit(2);
      }
      throw error;
    }
    // Loaded here so that `veil keys ...` does not pay for importing the server.
    const { startGateway } = await import('../server/start-gateway.js');
    let gateway;
    try {
      gateway = await startGateway(config);
    } catch (error) {
      // A missing NER model is the operator's to install: say what and where, without a stack.
      if (error instanceof Error && error.name === 'NerModelMissingError') {
        process.stderr.write(`veil: ${error.message}\n`);
        process.exit(2);
      }
      throw error;
    }
    const upstream = config.providers.length === 0 ? 'no upstream configured (set VEIL_UPSTREAM_URL)' : `${config.providers.length} provider(s)`;
    process.stdout.write(`veil listening on ${gateway.url} (${upstream})\n`);
    const stop = (signal: string) => {
      gateway.app.log.info({ signal }, 'shutting down');
      gateway.close().then(
        () => process.exit(0),
        (error: unknown) => {
          gateway.app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  },
};
