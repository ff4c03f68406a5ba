// Fault injection for the draft engine, first half of the seeds (with the pinned ones and the
// determinism check); the suite itself is in support/fuzz-suite.ts.
import { describeFuzz, fuzzSeeds } from './support/fuzz-suite';

describeFuzz('pinned seeds and the first half', fuzzSeeds(0, 2), { determinism: true });
