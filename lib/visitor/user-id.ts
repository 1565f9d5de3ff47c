import 'server-only';
import { createHash, createHmac } from 'node:crypto';

/**
 * The data layer's `userId` (spec §7): stable for an account, never its e-mail, and not the commerce
 * service's sequential id either (which would tell anyone reading the tags how many customers the
 * shop has). A keyed hash when ANALYTICS_USER_ID_SECRET is set (recommended), else a plain one.
 */
export function analyticsUserId(accountId: string, secret = process.env.ANALYTICS_USER_ID_SECRET): string {
  const digest = secret ? createHmac('sha256', secret).update(accountId).digest('hex') : createHash('sha256').update(`casamaestri:user:${accountId}`).digest('hex');
  return `u_${digest.slice(0, 24)}`;
}
