/** `npm run typecheck`: the type check `npm test` starts with (scripts/lib/typecheck.ts), alone. */
import { typecheck } from './lib/typecheck';

typecheck().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
