#!/usr/bin/env node
// The CLI is TypeScript run through tsx (no build step in this monorepo).
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
