// The checks worker: a replica of the survey off the main thread, fed with small changes,
// answering with every finding after each (see checks-service.ts). Nothing else lives here.
import { expose } from 'comlink';
import { z } from 'zod';
import { createChecksService } from './checks-service';

// The worker runs under the app's CSP too, which forbids the eval zod would probe for at its first
// parse (as src/app/no-eval.ts does for the page).
z.config({ jitless: true });
expose(createChecksService());
