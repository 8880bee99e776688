// Loaded with `node --import` into a service process by test/api/cold-start-loading.test.ts: appends
// the URL of every module the process loads to the file LOADED_MODULES_FILE names.
import fs from 'node:fs';
import module from 'node:module';

const file = process.env.LOADED_MODULES_FILE;
if (file)
  module.registerHooks({
    load(url, context, nextLoad) {
      fs.appendFileSync(file, `${url}\n`);
      return nextLoad(url, context);
    },
  });
