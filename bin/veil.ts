#!/usr/bin/env node
import { runCli } from '../src/cli/index.js';

runCli().catch((error: unknown) => {
  process.stderr.write(`veil: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
