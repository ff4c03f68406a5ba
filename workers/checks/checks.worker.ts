// The checks worker: a replica of the survey off the main thread, fed with small changes,
// answering with every finding after each (see checks-service.ts). Nothing else lives here.
import { expose } from 'comlink';
import { createChecksService } from './checks-service';

expose(createChecksService());
