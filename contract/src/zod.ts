import { z } from 'zod';

// Every origin's Content-Security-Policy forbids eval, and zod's compiled parsers use `new Function`:
// parse without them, so the browser reports no violation (the server shares these schemas too).
z.config({ jitless: true });

export { z };
