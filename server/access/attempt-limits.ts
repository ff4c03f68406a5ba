// Which limits a sign-in or a password reset counts against (the numbers come from the
// configuration, README). Addresses are the real peer (request.ip: X-Forwarded-For is believed
// only from FIELDWORK_TRUSTED_PROXIES), so a client cannot reset its count by naming a new one.
// E-mails are hashed in the keys: the counters table holds no addresses of people.
import { createHash } from 'node:crypto';
import type { Config } from '../config';
import type { Limit } from '../http/rate-limiter';

const fifteenMinutes = 15 * 60;

const accountKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

/**
 * A sign-in is counted per address and e-mail (one person mistyping), per address (one password
 * tried across many accounts), per account (one account tried from many addresses) and overall
 * (a spray from many addresses). Only failures stay counted (the service gives a correct
 * password's attempt back), so nobody is refused for other people's failures on other accounts,
 * except past the overall limit, which stops everyone for the rest of its minute.
 */
export function signInLimits(config: Config, ip: string, email: string): Limit[] {
  const account = accountKey(email);
  return [
    { key: `login:address-account:${ip}:${account}`, max: config.loginRateLimit, windowSeconds: fifteenMinutes },
    { key: `login:address:${ip}`, max: config.loginAddressRateLimit, windowSeconds: fifteenMinutes },
    { key: `login:account:${account}`, max: config.loginAccountRateLimit, windowSeconds: fifteenMinutes },
    { key: 'login:all', max: config.loginGlobalRateLimit, windowSeconds: 60 },
  ];
}

/** Every reset request counts, whether or not the e-mail has an account: the answer must not
 *  tell the two apart, and a victim's inbox is not to be flooded either way. */
export function resetLimits(config: Config, ip: string, email: string): Limit[] {
  return [
    { key: `reset:account:${accountKey(email)}`, max: config.resetRateLimit, windowSeconds: fifteenMinutes },
    { key: `reset:address:${ip}`, max: config.resetAddressRateLimit, windowSeconds: fifteenMinutes },
  ];
}
