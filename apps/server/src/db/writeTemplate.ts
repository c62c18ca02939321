// `node dist/template.js`, run by the server's build: makes dist/pglite-template (see
// makeTemplate).
import { rmSync } from 'node:fs';
import { templateDir } from './client';
import { makeTemplate } from './template';

const started = performance.now();
rmSync(templateDir(), { recursive: true, force: true });
await makeTemplate(templateDir());
console.log(`embedded database template: ${(performance.now() - started).toFixed(0)} ms`);
