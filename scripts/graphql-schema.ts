// Writes schema.graphql from the code (npm run graphql:schema); with --print, prints it instead
// (test/graphql/schema-file.test.ts compares that with the committed file).
import { writeFileSync } from 'node:fs';
import { printedSchema } from '../src/graphql/schema.ts';

if (process.argv.includes('--print')) process.stdout.write(printedSchema());
else {
  writeFileSync(new URL('../schema.graphql', import.meta.url), printedSchema());
  console.log('wrote schema.graphql');
}
