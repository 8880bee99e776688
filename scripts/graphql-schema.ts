// Writes schema.graphql from the code (npm run graphql:schema); a test fails when they differ.
import { writeFileSync } from 'node:fs';
import { printedSchema } from '../src/graphql/schema.ts';

writeFileSync(new URL('../schema.graphql', import.meta.url), printedSchema());
console.log('wrote schema.graphql');
