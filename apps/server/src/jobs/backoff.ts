export const RETRY_BASE_SECONDS = 30;
export const RETRY_MAX_SECONDS = 3600;

/**
 * The wait before attempt `attempt + 1`: doubling from 30 s up to an hour, with "equal jitter" (half fixed,
 * half random) so jobs that failed together (an SMTP outage) do not all come back at the same moment.
 */
export function retryDelaySeconds(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_MAX_SECONDS, RETRY_BASE_SECONDS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
