// The suites' seeded PRNG lives with the checks' property tests; one implementation for both.
export { Prng } from '../../../workers/checks/testing/prng';
