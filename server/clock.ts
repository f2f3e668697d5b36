/**
 * The server's only time source. It is injected (createApp, services, rate limits, seed) so tests
 * can move time forward to check expiry and rate-limit windows without sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
