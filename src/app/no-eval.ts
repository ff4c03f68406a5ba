// The app shell's Content-Security-Policy forbids eval (server/http/security-headers.ts). Zod
// would probe for it with `new Function('')` before its first object parse, and every probe is
// a CSP violation in the console; jitless mode skips the probe and the compiled parsers alike.
// Imported first by main.tsx, so it runs before any schema parses.
import { z } from 'zod';

z.config({ jitless: true });
