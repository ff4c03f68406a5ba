// The export worker: fetching, writing and (for downloads) holding the file happen here, off the
// page's thread, so the Data tab stays responsive through a hundred thousand rows.
import { expose } from 'comlink';
import { z } from 'zod';
import { createExportService } from './export-service';

// The worker runs under the app's CSP too, which forbids the eval zod would probe for (the API
// contract's schemas come along with the client), as in the checks worker.
z.config({ jitless: true });
expose(createExportService());
