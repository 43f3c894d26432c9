#!/usr/bin/env node
import { main } from './cli';

// pnpm runs root scripts from the repository root; INIT_CWD is where the user typed the command.
process.exitCode = main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.env['INIT_CWD'] ?? process.cwd(),
});
