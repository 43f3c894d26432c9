import { configDefaults, defineConfig } from 'vitest/config';

// test/new.test.ts generates a ruleset package (with its own tests) under .tmp/: never collect those.
export default defineConfig({ test: { exclude: [...configDefaults.exclude, '.tmp/**'] } });
