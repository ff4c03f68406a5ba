// Test support: the RateLimitedError an attempt must end in (its wait is what tests check).
import { RateLimitedError } from '../http/rate-limiter';

export async function rateLimitRefusal(run: () => Promise<unknown>): Promise<RateLimitedError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof RateLimitedError) return error;
    throw error;
  }
  throw new Error('expected a RateLimitedError');
}
