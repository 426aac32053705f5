import { runDemo } from './cli.js';

runDemo(process.argv.slice(2), process.env, {
  log: (line) => console.log(line),
  error: (line) => console.error(line),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The demo could not be loaded:', error);
    process.exit(1);
  },
);
